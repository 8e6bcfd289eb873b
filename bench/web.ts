// `npm run bench:web`: the gzip size of the JavaScript the home route loads (player chunks excluded; budget
// 170 KB), measured in headless Chromium against the built app.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startCrewcast } from './harness';

const BUDGET_KB = 170;
const PLAYER_CHUNK = /hls|dash/i;

const server = await startCrewcast();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const counted = [...scripts].filter(([name]) => !PLAYER_CHUNK.test(name));
  const totalKb = counted.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  console.log('\n| script (home route) | gzip KB |');
  console.log('|---|---:|');
  for (const [name, bytes] of counted.sort((a, b) => b[1] - a[1]))
    console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} |`);
  console.log(
    `\nhome route JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, ${((totalKb / BUDGET_KB) * 100).toFixed(0)}% of it)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
