import { defineConfig, devices } from '@playwright/test';

/** Set to test a site that is already running; otherwise the built server is started on port 3100. */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? 'http://127.0.0.1:3100';

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
        command: 'node ../apps/server/dist/main.js',
        url: 'http://127.0.0.1:3100/readyz',
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: '3100',
          DATA_DIR: '../data/e2e',
          // Parallel page loads from one address would otherwise meet the per-IP rate limit.
          RATE_LIMIT_MAX: '100000',
        },
      },
});
