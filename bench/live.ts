// `npm run bench:live`: glass-to-glass latency of a live stream on this machine. ffmpeg publishes a test pattern
// over RTMP to the built server with the wall clock (ms, 24 bits) burnt into each frame as a strip of blocks;
// headless Chromium plays the stream with the live player's hls.js settings and reads the strip of every frame
// it shows. Prints the difference between the wall clock and the playing frame's time (p50, p95) over
// BENCH_LIVE_SECONDS (60), and the CPU the ingest costs: the server process and its ffmpeg packager.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/src/free-port';
import { LIVE_HLS_CONFIG } from '../apps/web/src/features/live/player/live-hls-config';
import { loginDemoMember } from './accounts';
import { startCrewcast, waitForDemoCatalog } from './harness';

const seconds = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const BITS = 24;
const BLOCK = 20;
const WRAP = 2 ** BITS;

/** Each block of the strip is one bit of (epoch ms mod 2^24), most significant first, white for 1. */
const clockStrip =
  `[0:v]settb=1/1000,setpts=RTCTIME/1000,format=yuv420p,split[main][c];` +
  `[c]crop=${BITS * BLOCK}:${BLOCK}:0:0,` +
  `geq=lum='255*mod(floor(floor(mod(T*1000\\,${WRAP}))/pow(2\\,${BITS - 1}-floor(X/${BLOCK})))\\,2)':cb=128:cr=128[code];` +
  `[main][code]overlay=0:0,setpts=PTS-STARTPTS[v]`;

/**
 * Runs in the page (as text, so no build helpers leak in): plays the stream and, for every frame shown, reads the
 * strip and keeps how far the wall clock is past it, in window.samples.
 */
const PLAYER_SCRIPT = `function start({ config, source, bits, block, wrap }) {
  const video = document.querySelector('video');
  const canvas = document.createElement('canvas');
  canvas.width = bits * block;
  canvas.height = block;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const samples = (window.samples = []);
  const onFrame = () => {
    context.drawImage(video, 0, 0, bits * block, block, 0, 0, bits * block, block);
    const { data } = context.getImageData(0, 0, bits * block, block);
    let stamp = 0;
    for (let bit = 0; bit < bits; bit += 1) {
      const offset = ((block >> 1) * bits * block + bit * block + (block >> 1)) * 4;
      stamp = stamp * 2 + (data[offset] > 128 ? 1 : 0);
    }
    samples.push((((Date.now() % wrap) - stamp) % wrap + wrap) % wrap);
    video.requestVideoFrameCallback(onFrame);
  };
  const hls = new window.Hls(config);
  hls.loadSource(source);
  hls.attachMedia(video);
  video.play();
  video.requestVideoFrameCallback(onFrame);
}`;

function publish(url: string) {
  return spawn(
    process.env.FFMPEG_PATH || 'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-filter_complex', clockStrip, '-map', '[v]', '-map', '1:a'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'zerolatency',
        '-g',
        '30',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-c:a', 'aac', '-b:a', '96k', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** CPU seconds a process has used so far (user + system), from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The ffmpeg processes the server started (its packagers). */
async function packagers(serverPid: number): Promise<number[]> {
  const tasks = await fs.readdir(`/proc/${serverPid}/task`);
  const children = await Promise.all(
    tasks.map((task) => fs.readFile(`/proc/${serverPid}/task/${task}/children`, 'utf8').catch(() => '')),
  );
  const pids = children.join(' ').split(/\s+/).filter(Boolean).map(Number);
  const names = await Promise.all(
    pids.map((pid) => fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')),
  );
  return pids.filter((_, index) => names[index]?.trim() === 'ffmpeg');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const rtmpPort = await freePort();
const server = await startCrewcast({
  RTMP_PORT: String(rtmpPort),
  RTMP_HOST: '127.0.0.1',
  LIVE_LADDER: 'source',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
let encoder: ReturnType<typeof publish> | undefined;
try {
  // The demo episodes transcode after a fresh start; the measurement waits until the machine is quiet again.
  await waitForDemoCatalog(server.url);
  const { token } = await loginDemoMember(server.url, {
    email: 'staff@crewcast.test',
    password: 'crewcast-demo',
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/v1/admin/livestreams`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Latency bench', scheduledStart: null, requiresSubscription: false }),
  });
  const stream = (await created.json()) as { livestreamId: string; streamKey: string };
  encoder = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${stream.streamKey}`);

  let url = '';
  const liveBy = Date.now() + 30_000;
  while (!url && Date.now() < liveBy) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { media } = (await (await fetch(`${server.url}/v2/live/media`, { headers })).json()) as {
      media: { livestreamId: string; url: string }[];
    };
    url = media.find((item) => item.livestreamId === stream.livestreamId)?.url ?? '';
  }
  if (!url) throw new Error('the stream did not go live within 30 s');

  const page = await browser.newPage();
  // A page of the server's own origin (so the playlist needs no CORS), holding only the player.
  await page.route(`${server.url}/bench-live`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><video muted playsinline></video>' }),
  );
  await page.goto(`${server.url}/bench-live`);
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js') });
  const settings = {
    config: LIVE_HLS_CONFIG,
    source: `${server.url}${url}`,
    bits: BITS,
    block: BLOCK,
    wrap: WRAP,
  };
  await page.addScriptTag({ content: `(${PLAYER_SCRIPT})(${JSON.stringify(settings)});` });

  // Settle for five seconds of playback, then measure.
  await page.waitForFunction(() => (window as unknown as { samples: number[] }).samples.length > 150, null, {
    timeout: 30_000,
  });
  await page.evaluate(() => void ((window as unknown as { samples: number[] }).samples.length = 0));
  const ffmpegPids = await packagers(server.pid);
  const cpuBefore = await Promise.all([server.pid, ...ffmpegPids].map(cpuSeconds));
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpuAfter = await Promise.all([server.pid, ...ffmpegPids].map(cpuSeconds));
  const elapsed = (Date.now() - started) / 1000;
  const latencies = (await page.evaluate(() => (window as unknown as { samples: number[] }).samples))
    .filter((ms) => ms < 60_000)
    .sort((a, b) => a - b);
  const share = (index: number) => (((cpuAfter[index] ?? 0) - (cpuBefore[index] ?? 0)) / elapsed) * 100;
  const packagerShare = ffmpegPids.reduce((sum, _, index) => sum + share(index + 1), 0);

  console.log(`\nGlass-to-glass latency over ${elapsed.toFixed(0)} s, ${latencies.length} frames shown:`);
  console.log('| p50 s | p95 s | min s | max s |');
  console.log('|---:|---:|---:|---:|');
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `| ${s(percentile(latencies, 50))} | ${s(percentile(latencies, 95))} | ${s(latencies[0] ?? NaN)} | ${s(latencies.at(-1) ?? NaN)} |`,
  );
  console.log(
    `\nIngest CPU (share of one core): server process ${share(0).toFixed(1)}%, ffmpeg packager ${packagerShare.toFixed(1)}%`,
  );
} finally {
  encoder?.kill('SIGKILL');
  await browser.close();
  await server.stop();
}
