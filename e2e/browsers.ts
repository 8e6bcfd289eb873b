/**
 * The browsers the journeys run in, both Debian's Chromium, so no browser download is needed. The headless shell
 * is the journeys' browser: it renders and plays the same, for about a third less CPU than the full browser. The
 * full browser runs what the shell lacks: web push, casting and installing the site.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Script runs in V8's baseline compiler alone: a journey's page lives for seconds, too short for optimized code to
  // repay compiling it, which took about a tenth of the renderers' CPU time.
  '--js-flags=--max-opt=1',
];

/** For a journey that needs the full browser: `test.use(IN_FULL_CHROMIUM)`. */
export const IN_FULL_CHROMIUM = { launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } };
