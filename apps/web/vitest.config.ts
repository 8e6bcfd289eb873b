import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts', 'lint/**/*.test.ts'],
      testTimeout: 15_000,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
