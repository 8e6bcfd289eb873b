import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Files of public/ that belong to the app shell: the offline page, the manifest and its icons. */
export const PUBLIC_SHELL_FILES = [
  '/offline.html',
  '/offline.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.js');
const PLACEHOLDER = "{ version: 'unbuilt', precache: [] }";

/**
 * Writes sw.js beside the built app: the worker of service-worker/sw.js with this build's app shell (the entry
 * script, what it imports and their styles, and the public shell files) and a version that changes whenever
 * any of them does, so browsers install the new worker and drop the old cache. Development has no worker.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'crewcast-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || output.type !== 'chunk' || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        output.viteMetadata?.importedCss.forEach((css) => shell.add(`/${css}`));
        output.imports.forEach(visit);
      };
      Object.values(bundle).forEach((output) => {
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      });
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n'));
      for (const file of PUBLIC_SHELL_FILES) version.update(readFileSync(path.join(publicDir, file)));
      const build = {
        version: version.digest('hex').slice(0, 16),
        precache: [...shell, ...PUBLIC_SHELL_FILES],
      };

      const template = readFileSync(TEMPLATE, 'utf8');
      if (!template.includes(PLACEHOLDER)) throw new Error(`${TEMPLATE} lost its build placeholder`);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template.replace(PLACEHOLDER, JSON.stringify(build)),
      });
    },
  };
}
