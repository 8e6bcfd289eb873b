import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The built files a browser fetches as text; source maps are left to the server, which compresses on request. */
const TEXT_FILE = /\.(?:js|css|svg|html|webmanifest)$/;
/** Smaller files go out as they are, as the server sends its smaller answers (COMPRESS_FROM_BYTES). */
const COMPRESS_FROM_BYTES = 1024;

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
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
