import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's imported modules (each builds its own app on its own database), which saves
    // loading the app again for every file.
    isolate: false,
    // Many files wait more than they compute (child servers starting, jobs polling, clocks): two at a time in
    // each of CI's two server suites keeps both cores busy without starving the web suite beside them.
    maxWorkers: Number(process.env.TEST_SERVER_WORKERS ?? 2),
  },
});
