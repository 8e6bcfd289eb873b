import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './browsers';
import {
  E2E_DATA_DIR,
  E2E_PATREON_CAMPAIGN,
  E2E_PATREON_PORT,
  E2E_PATREON_TIER,
  E2E_PATREON_URL,
  E2E_PORT,
  E2E_RTMP_PORT,
} from './server-settings';

/**
 * Journeys that change for a while what every visitor sees (a flag off, an edited string, the theme, Patreon on):
 * they run after the others, which would otherwise meet the change half-way.
 */
const CHANGES_THE_SITE = /(console-site|patreon)\.spec\.ts/;

/**
 * Journeys that put a stream live, which would change /live under every other journey, or turn Chromecast on, which
 * has every video page load Google's Cast script (which the other journeys' pages refuse): they run last. Run them
 * (or the ones above) alone with `--no-deps` (otherwise every other journey runs first).
 */
const RUNS_LAST = /(live-ingest|casting)\.spec\.ts/;

/**
 * Journeys on a server of their own, which nothing the others change reaches: they run beside the last ones, whose
 * serial live journey leaves a worker free, rather than at the end of the first project, where the other worker
 * would wait for them.
 */
const OWN_SERVER = /two-factor\.spec\.ts/;

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
  // The site's service worker starts in every new browser context, fetches the app shell into its cache and
  // answers the page's script requests from there: about a tenth of the journeys' CPU time, for a worker only the
  // journeys about it need (installable-site.spec.ts, notifications.spec.ts allow it).
  // Requests through a worker would also pass by page.route, which some journeys count and cut requests with.
  serviceWorkers: 'block' as const,
};

/** Set to test a site that is already running; otherwise the built server is started on its own port. */
const externalBaseUrl = process.env.E2E_BASE_URL;
const localUrl = `http://127.0.0.1:${E2E_PORT}`;
const baseURL = externalBaseUrl ?? localUrl;

export default defineConfig({
  testDir: './tests',
  globalSetup: './hold-journeys.ts',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two at a time under CI (`E2E_WORKERS`): on a 2-core machine three made every journey slower and pushed the
  // longest past their time limits.
  workers: process.env.CI ? Number(process.env.E2E_WORKERS ?? 2) : undefined,
  // Journeys sign up, pay and open second browsers; a busy CI machine needs the room.
  timeout: 60_000,
  // A page on a machine busy with other work can take more than the default 5 s to show what a step waits for.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [
    ['list'],
    // `npm test` names its own report file to sum the suites; standalone runs keep it beside the tests.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './test-results/results.json' }],
  ],
  use: {
    baseURL,
    // Recording a trace of every journey doubles the suite's CPU time: under CI a failed journey is traced on its
    // retry; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [CHANGES_THE_SITE, RUNS_LAST, OWN_SERVER],
      use: CHROMIUM,
    },
    {
      name: 'chromium-site',
      testMatch: CHANGES_THE_SITE,
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
    {
      name: 'chromium-live',
      testMatch: [RUNS_LAST, OWN_SERVER],
      dependencies: ['chromium-site'],
      use: CHROMIUM,
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: 'node scripts/patreon-stand-in.mjs',
          url: `${E2E_PATREON_URL}/health`,
          reuseExistingServer: false,
          env: {
            PORT: String(E2E_PATREON_PORT),
            PATREON_TIER: E2E_PATREON_TIER,
            PATREON_CAMPAIGN: E2E_PATREON_CAMPAIGN,
          },
        },
        {
          command: 'node scripts/start-server.mjs',
          url: `${localUrl}/readyz`,
          reuseExistingServer: false,
          timeout: 120_000,
          env: {
            PORT: String(E2E_PORT),
            DATA_DIR: E2E_DATA_DIR,
            // Links in mails lead back to this server.
            PUBLIC_URL: localUrl,
            // Parallel page loads, sign-ups and logins from one address would otherwise meet the per-IP limits.
            RATE_LIMIT_MAX: '100000',
            ACCOUNT_RATE_LIMIT_MAX: '100000',
            REGISTRATIONS_PER_HOUR: '1000',
            // A quick proof of work; the bot check itself stays on.
            ALTCHA_MAX_NUMBER: '2000',
            // Patreon is the stand-in; the patreon spec turns the remote flag on while it runs.
            PATREON_CLIENT_ID: 'crewcast-e2e',
            PATREON_CLIENT_SECRET: 'crewcast-e2e-secret',
            PATREON_CAMPAIGN_ID: E2E_PATREON_CAMPAIGN,
            PATREON_TIER_IDS: E2E_PATREON_TIER,
            PATREON_AUTHORIZE_URL: `${E2E_PATREON_URL}/oauth2/authorize`,
            PATREON_TOKEN_URL: `${E2E_PATREON_URL}/api/oauth2/token`,
            PATREON_API_URL: `${E2E_PATREON_URL}/api/oauth2/v2`,
            // Encoders publish here; a stream ends two seconds after its encoder stops.
            RTMP_PORT: String(E2E_RTMP_PORT),
            RTMP_HOST: '127.0.0.1',
            LIVE_STALL_SECONDS: '2',
          },
        },
      ],
});
