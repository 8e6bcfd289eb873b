import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // Files share a worker's jsdom and loaded modules instead of building both anew per file: the suite's CPU
      // time falls to about a quarter. What stands in for the outside world is mocked once, in the setup file.
      isolate: false,
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts', 'lint/**/*.test.ts'],
      // Above the screens' own wait (setup.ts), which a loaded machine may need most of.
      testTimeout: 40_000,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
