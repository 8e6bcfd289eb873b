import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * What an anonymous visitor's home page may load of script, gzip, the player's chunks aside (they load only with
 * a video): today's weight with a little room, so a change that pulls more into the member app's first load
 * fails here. `npm run bench:web` measures it against the smaller target.
 */
const HOME_ROUTE_BUDGET_KB = 145;
const PLAYER_CHUNK = /hls|dash/i;

test('the home route loads no more script than its budget', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    const body = await response.body().catch(() => undefined);
    if (body && !PLAYER_CHUNK.test(path)) sizes.set(path, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
  const totalKb = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
  expect(sizes.size).toBeGreaterThan(0);
  expect(totalKb, [...sizes].map(([path, bytes]) => `${path} ${bytes}`).join('\n')).toBeLessThanOrEqual(
    HOME_ROUTE_BUDGET_KB,
  );
});
