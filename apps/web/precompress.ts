import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { COMPRESS_FROM_BYTES, compressBytes } from '../server/src/http/compression.ts';

/** The built files a browser fetches as text; source maps are left to the server, which compresses on request. */
const TEXT_FILE = /\.(?:js|css|svg|html|webmanifest)$/;

/**
 * Writes a brotli (best quality) and a gzip (best level) copy beside every built text file, which the server sends
 * as they are (`preCompressed`): smaller than compressing on each request at the speed it must, and no CPU per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crewcast-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < COMPRESS_FROM_BYTES) return;
          const body = await readFile(full);
          // With the server's settings for an answer compressed once and kept.
          const [br, gz] = await Promise.all([
            compressBytes(body, 'br', { best: true }),
            compressBytes(body, 'gzip', { best: true }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
