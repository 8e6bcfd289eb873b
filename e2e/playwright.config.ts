import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from './server-settings';

/** Set to test a site that is already running; otherwise the built server is started on port 3100. */
const externalBaseUrl = process.env.E2E_BASE_URL;
const localUrl = `http://127.0.0.1:${E2E_PORT}`;
const baseURL = externalBaseUrl ?? localUrl;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    // `npm test` names its own report file to sum the suites; standalone runs keep it beside the tests.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './test-results/results.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium, so no browser download is needed.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
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
        },
      },
});
