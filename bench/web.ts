// `npm run bench:web`, against the built app (apps/web/dist, or WEB_DIR) in headless Chromium:
// - the gzip size of the entry chunk and of all the JavaScript the home route loads (player chunks excluded);
// - navigation to first frame of a VOD on the video page against a bare page playing the same signed playlist with
//   hls.js alone, cold and warm cache, median of several loads;
// - Lighthouse (phone emulation) of the home page, browse and a video page as the demo member.
// BENCH_WEB_ONLY names the parts to run (scripts, first-frame, lighthouse; comma-separated), all by default.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { loginDemoMember } from './accounts';
import {
  printFiguresTable,
  repoRoot,
  startCrewcast,
  waitForDemoCatalog,
  type RunningServer,
} from './harness';

const ENTRY_TARGET_KB = 90;
const HOME_ROUTE_TARGET_KB = 100;
const LIGHTHOUSE_TARGET = 95;
const PLAYER_CHUNK = /hls|dash/i;
const FIRST_FRAME_RUNS = 5;
const FIRST_FRAME_RATIO_TARGET = 1.5;
const PLAYBACK_OPEN = /^\/v1\/playback\/\d+$/;
const PARTS = ['scripts', 'first-frame', 'lighthouse'] as const;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--autoplay-policy=no-user-gesture-required',
];
const LIGHTHOUSE_PORT = 9_200 + Math.floor(Math.random() * 700);

declare global {
  interface Window {
    /** The first-frame marks of the page (markFirstFrame), in ms since navigation start. */
    firstFrame: Record<string, number>;
  }
}

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
  printFiguresTable(
    'script (home route, anonymous visitor) | gzip KB',
    counted.map(([name, bytes]) => [`${name}${name === entry ? ' (entry)' : ''}`, kb(bytes)]),
  );
  console.log(`\nentry chunk: ${against((scripts.get(entry) ?? 0) / 1024, ENTRY_TARGET_KB, 'KB gzip')}`);
  console.log(`home route JavaScript: ${against(total / 1024, HOME_ROUTE_TARGET_KB, 'KB gzip')}`);
}

/**
 * Marks, on the page's clock (0 = navigation start), the page's first render (its heading, once start-up is done),
 * the video's source attaching and its first rendered frame.
 */
function markFirstFrame() {
  const marks: Record<string, number> = {};
  window.firstFrame = marks;
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector('h1')) return;
    marks.rendered = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'loadstart',
    (event) => {
      marks.attach ??= performance.now();
      const video = event.target as HTMLVideoElement;
      video.requestVideoFrameCallback?.((now) => (marks.frame ??= now));
    },
    true,
  );
  // Where a frame callback never comes: playing, and the clock has moved.
  document.addEventListener(
    'timeupdate',
    (event) => {
      if ((event.target as HTMLVideoElement).currentTime > 0) marks.advanced ??= performance.now();
    },
    true,
  );
}

interface FirstFrameLoad {
  /** Navigation start to the first rendered frame. */
  frame: number;
  /** Navigation start to the player attaching its source. */
  attach: number;
  /** Navigation start to the page's heading (the product's page rendered; the bare page has none). */
  rendered: number;
}

/**
 * One load of `url` in `context`, until its first frame; the playback sessions it opened are ended after it (as
 * leaving the page does, but without counting on the page's last request), so the next load is not refused for
 * the member's stream limit.
 */
async function loadToFirstFrame(
  context: BrowserContext,
  url: string,
  token: string,
): Promise<FirstFrameLoad> {
  const page = await context.newPage();
  const errors: string[] = [];
  const sessions: Promise<string>[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} from ${response.url()}`);
    else if (response.request().method() === 'POST' && PLAYBACK_OPEN.test(new URL(response.url()).pathname))
      sessions.push(response.json().then(({ sessionId }: { sessionId: string }) => sessionId));
  });
  try {
    await page.goto(url);
    const marks = await page
      .waitForFunction(
        () => {
          const { firstFrame } = window;
          return (firstFrame.frame ?? firstFrame.advanced) !== undefined && firstFrame;
        },
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        const seen = await page.evaluate(() => JSON.stringify(window.firstFrame)).catch(() => 'nothing');
        throw new Error(`${url} showed no frame (marks ${seen}; ${errors.join('; ') || 'no errors'})`, {
          cause: error,
        });
      });
    const {
      attach = 0,
      frame,
      advanced = 0,
      rendered = 0,
    } = (await marks.jsonValue()) as Record<string, number>;
    // The page's own start-up work (the service worker's, caches filling) ends before the next load.
    await page.waitForLoadState('load');
    return { frame: frame ?? advanced, attach, rendered };
  } finally {
    await page.close();
    for (const sessionId of await Promise.all(sessions)) {
      await fetch(new URL(`/v1/playback/sessions/${sessionId}`, url), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Navigation to first frame of a free episode as the demo member: the product's video page against the bare page
 * (bench/first-frame: hls.js alone opening the same playback session and playing its signed playlist), each
 * cold (a new browser context) and warm (a second load in that context), taking turns.
 */
async function firstFrame(browser: Browser, server: RunningServer): Promise<void> {
  const free = await freeEpisode(server);
  const session = await loginDemoMember(server.url);
  const pages = {
    product: `${server.url}/video/${free}`,
    bare: `${server.url}/bench/first-frame.html?media=${free}`,
  };
  const loads = { product: { cold: [], warm: [] }, bare: { cold: [], warm: [] } } as Record<
    keyof typeof pages,
    Record<'cold' | 'warm', FirstFrameLoad[]>
  >;
  const signedIn = async () => {
    const context = await browser.newContext();
    await context.addInitScript((token) => {
      localStorage.setItem('crewcast.authV2Token', token);
      localStorage.setItem('crewcast.legalDocumentsAccepted', 'true');
    }, JSON.stringify(session));
    await context.addInitScript(markFirstFrame);
    return context;
  };
  // One load of each first, not counted: the server's own caches (strings, compressed answers) are then filled,
  // as on a site in use, and only the browser's differ between cold and warm.
  for (const name of ['product', 'bare'] as const) {
    const context = await signedIn();
    await loadToFirstFrame(context, pages[name], String(session.token));
    await context.close();
  }
  for (let run = 0; run < FIRST_FRAME_RUNS; run += 1) {
    for (const name of ['product', 'bare'] as const) {
      const context = await signedIn();
      loads[name].cold.push(await loadToFirstFrame(context, pages[name], String(session.token)));
      loads[name].warm.push(await loadToFirstFrame(context, pages[name], String(session.token)));
      await context.close();
    }
  }
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `\n| navigation → first frame, ${FIRST_FRAME_RUNS} loads each (median, min-max ms) | product | bare page | ` +
      `product / bare (target at most ${FIRST_FRAME_RATIO_TARGET}) | product: navigation → page rendered | ` +
      'product: navigation → source attached |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const cache of ['cold', 'warm'] as const) {
    const frames = (name: keyof typeof pages) => loads[name][cache].map(({ frame }) => frame);
    const spread = (values: number[]) =>
      `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
    const ratio = median(frames('product')) / median(frames('bare'));
    console.log(
      `| ${cache} cache | ${spread(frames('product'))} | ${spread(frames('bare'))} | ${ratio.toFixed(2)} ` +
        `(${ratio <= FIRST_FRAME_RATIO_TARGET ? 'met' : 'missed'}) | ` +
        `${ms(median(loads.product[cache].map(({ rendered }) => rendered)))} | ` +
        `${ms(median(loads.product[cache].map(({ attach }) => attach)))} |`,
    );
  }
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
    const metrics: string[] = [];
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
      const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? 'n/a';
      // What the performance score is made of, for saying what bounds it.
      metrics.push(
        `${name}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ` +
          `SI ${metric('speed-index')}`,
      );
      const failing = Object.values(result.lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0) console.log(`  failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
    }
    console.log(`\n${metrics.join('\n')}`);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_WEB_ONLY?.split(',').map((part) => part.trim());
const unknownPart = only?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) throw new Error(`BENCH_WEB_ONLY names ${unknownPart}; the parts are ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);

/**
 * The built app with the bare first-frame page beside it, so the server serves both from one origin: the page
 * (revalidated, as the app's shell is) and its scripts among the hashed assets (kept, as the app's are), hls.js
 * being the copy the app bundles.
 */
async function webDirWithBarePage(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crewcast-bench-web-'));
  await cp(process.env.WEB_DIR ?? path.join(repoRoot, 'apps/web/dist'), dir, { recursive: true });
  const bare = path.join(repoRoot, 'bench/first-frame');
  const hls = createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve('hls.js/dist/hls.min.mjs');
  await cp(path.join(bare, 'bare.html'), path.join(dir, 'bench/first-frame.html'));
  await cp(path.join(bare, 'bare.js'), path.join(dir, 'assets/bench/bare.js'));
  await cp(hls, path.join(dir, 'assets/bench/hls.min.mjs'));
  return dir;
}

const webDir = await webDirWithBarePage();
const server = await startCrewcast({ WEB_DIR: webDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  if (runs('scripts')) await homeScripts(browser, server);
  if (runs('first-frame') || runs('lighthouse')) await waitForDemoCatalog(server.url);
  if (runs('first-frame')) await firstFrame(browser, server);
  if (runs('lighthouse')) await lighthouseScores(server);
} finally {
  await browser.close();
  await server.stop();
  await rm(webDir, { recursive: true, force: true });
}
