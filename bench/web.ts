// `npm run bench:web`, against the built app in headless Chromium:
// - the gzip size of the JavaScript the home route loads (player chunks excluded; budget 170 KB);
// - time to first frame of a VOD: from the player attaching its source to 'playing', median of several loads.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { loginDemoMember } from './accounts';
import { startCrewcast, waitForDemoCatalog, type RunningServer } from './harness';

const BUDGET_KB = 170;
const PLAYER_CHUNK = /hls|dash/i;
const FIRST_FRAME_RUNS = 5;

async function homeScripts(browser: Browser, server: RunningServer): Promise<void> {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.close();
  const counted = [...scripts].filter(([name]) => !PLAYER_CHUNK.test(name)).sort((a, b) => b[1] - a[1]);
  const totalKb = counted.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  console.log('\n| script (home route) | gzip KB |');
  console.log('|---|---:|');
  for (const [name, bytes] of counted) console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} |`);
  const share = ((totalKb / BUDGET_KB) * 100).toFixed(0);
  console.log(
    `\nhome route JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, ${share}% of it)`,
  );
}

async function firstFrame(browser: Browser, server: RunningServer): Promise<void> {
  const latest = (await (await fetch(`${server.url}/channels/v14/latest?limit=100`)).json()) as {
    id: number;
    isFree: boolean;
  }[];
  const free = latest.find((media) => media.isFree);
  if (!free) throw new Error('the demo catalog has no free episode');
  const session = await loginDemoMember(server.url);
  const timings: number[] = [];
  for (let run = 0; run < FIRST_FRAME_RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addInitScript((token) => {
      localStorage.setItem('crewcast.authV2Token', token);
      localStorage.setItem('crewcast.legalDocumentsAccepted', 'true');
      const marks: Record<string, number> = {};
      (window as unknown as { firstFrame: Record<string, number> }).firstFrame = marks;
      document.addEventListener('loadstart', () => (marks.attach ??= performance.now()), true);
      document.addEventListener('playing', () => (marks.playing ??= performance.now()), true);
    }, JSON.stringify(session));
    const page = await context.newPage();
    await page.goto(`${server.url}/video/${free.id}`);
    const marks = await page.waitForFunction(
      () => {
        const { firstFrame } = window as unknown as { firstFrame: Record<string, number> };
        return firstFrame.playing !== undefined && firstFrame;
      },
      undefined,
      { timeout: 30_000 },
    );
    const { attach = 0, playing = 0 } = (await marks.jsonValue()) as Record<string, number>;
    timings.push(playing - attach);
    await context.close();
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  console.log(
    `\nVOD time to first frame (source attach → playing, ${FIRST_FRAME_RUNS} loads): median ${median.toFixed(0)} ms, ` +
      `min ${timings[0]?.toFixed(0)} ms, max ${timings.at(-1)?.toFixed(0)} ms`,
  );
}

const server = await startCrewcast();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  await homeScripts(browser, server);
  await waitForDemoCatalog(server.url);
  await firstFrame(browser, server);
} finally {
  await browser.close();
  await server.stop();
}
