import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { englishStrings } from '../server/src/modules/localisation/strings.en.ts';
import { precompress } from './precompress.ts';
import { serviceWorker } from './service-worker/vite-plugin.ts';

const apiServer = 'http://localhost:3000';
/** Paths the API server answers; in dev Vite forwards them so the app keeps a single origin. */
const serverPaths = [
  '/v1',
  '/v2',
  '/v3',
  '/v5',
  '/v7',
  '/channels',
  '/runtime-config.js',
  '/docs',
  '/healthz',
];

/** The words of the screen shown when start-up fails before any strings load, in English from strings.en.ts. */
const START_UP_SLUGS = ['app.name', 'startUp.failed.title', 'startUp.failed.body', 'common.retry'];
const startUpEnglish = Object.fromEntries(START_UP_SLUGS.map((slug) => [slug, englishStrings[slug]]));

export default defineConfig({
  define: { __START_UP_ENGLISH__: JSON.stringify(startUpEnglish) },
  plugins: [react(), serviceWorker(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      ...Object.fromEntries(serverPaths.map((path) => [path, apiServer])),
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and React Router change only with an upgrade: a chunk of their own stays in the browser's cache
          // across releases, while the app's entry, which changes with every release, stays small.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Every console screen uses the console's frame and kit: one chunk of them, not one per piece.
            {
              name: 'console-kit',
              test: /src[\\/]features[\\/]console[\\/]components[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
