// `npm run bench:web`, against the built app (apps/web/dist, or WEB_DIR) in headless Chromium:
// - the gzip size of the entry chunk and of all the JavaScript the home route loads (player chunks excluded);
// - time to first frame of a VOD: from the player attaching its source to 'playing', median of several loads;
// - Lighthouse (phone emulation) of the home page, browse and a video page as the demo member.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { loginDemoMember } from './accounts';
import { startCrewcast, waitForDemoCatalog, type RunningServer } from './harness';

const ENTRY_TARGET_KB = 90;
const HOME_ROUTE_TARGET_KB = 120;
const LIGHTHOUSE_TARGET = 95;
const PLAYER_CHUNK = /hls|dash/i;
const FIRST_FRAME_RUNS = 5;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--autoplay-policy=no-user-gesture-required',
];
const LIGHTHOUSE_PORT = 9_200 + Math.floor(Math.random() * 700);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const against = (value: number, target: number, unit: string) =>
  `${value.toFixed(1)} ${unit} (target at most ${target} ${unit}: ${value <= target ? 'met' : 'missed'})`;

async function homeScripts(browser: Browser, server: RunningServer): Promise<void> {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const entry = await page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '').pathname,
  );
  await page.close();
  const counted = [...scripts].filter(([name]) => !PLAYER_CHUNK.test(name)).sort((a, b) => b[1] - a[1]);
  const total = counted.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log('\n| script (home route, anonymous visitor) | gzip KB |');
  console.log('|---|---:|');
  for (const [name, bytes] of counted)
    console.log(`| ${name}${name === entry ? ' (entry)' : ''} | ${kb(bytes)} |`);
  console.log(`\nentry chunk: ${against((scripts.get(entry) ?? 0) / 1024, ENTRY_TARGET_KB, 'KB gzip')}`);
  console.log(`home route JavaScript: ${against(total / 1024, HOME_ROUTE_TARGET_KB, 'KB gzip')}`);
}

async function firstFrame(browser: Browser, server: RunningServer): Promise<void> {
  const free = await freeEpisode(server);
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
    await page.goto(`${server.url}/video/${free}`);
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

/** Free episode of the demo catalog, for the first-frame and Lighthouse video pages. */
async function freeEpisode(server: RunningServer): Promise<number> {
  const latest = (await (await fetch(`${server.url}/channels/v14/latest?limit=100`)).json()) as {
    id: number;
    isFree: boolean;
  }[];
  const free = latest.find((media) => media.isFree);
  if (!free) throw new Error('the demo catalog has no free episode');
  return free.id;
}

/**
 * Lighthouse's default run (phone emulation, simulated slow 4G) of each page, signed in as the demo member: the
 * session is put in the profile's storage first, and Lighthouse is told to keep it.
 */
async function lighthouseScores(server: RunningServer): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'crewcast-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${LIGHTHOUSE_PORT}`],
    // Playwright turns the back/forward cache off by default; Lighthouse checks a page can use it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const session = await loginDemoMember(server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/faq`);
    await page.evaluate((token) => {
      localStorage.setItem('crewcast.authV2Token', token);
      localStorage.setItem('crewcast.legalDocumentsAccepted', 'true');
    }, JSON.stringify(session));
    const pages = [
      ['home', '/'],
      ['browse', '/browse'],
      ['video', `/video/${await freeEpisode(server)}`],
    ] as const;
    const categories = ['performance', 'accessibility', 'best-practices'] as const;
    console.log(
      `\n| Lighthouse, phone, demo member (target ${LIGHTHOUSE_TARGET}) | ${categories.join(' | ')} |`,
    );
    console.log(`|---|${categories.map(() => '---:').join('|')}|`);
    for (const [name, route] of pages) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: LIGHTHOUSE_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const scores = categories.map((category) => {
        const score = result.lhr.categories[category]?.score;
        return score == null ? 'n/a' : String(Math.round(score * 100));
      });
      console.log(`| ${name} (${route}) | ${scores.join(' | ')} |`);
      const failing = Object.values(result.lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0) console.log(`  failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const server = await startCrewcast();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await homeScripts(browser, server);
  await waitForDemoCatalog(server.url);
  await firstFrame(browser, server);
  await lighthouseScores(server);
} finally {
  await browser.close();
  await server.stop();
}
