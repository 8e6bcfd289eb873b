import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_INLINE_UP_TO, compressAnswer, type Encoding } from './compression';

const decompress = { br: brotliDecompressSync, gzip: gunzipSync } as const;
const json = (bytes: number) =>
  Buffer.from(
    JSON.stringify(Array.from({ length: bytes / 40 }, (_, id) => ({ id, title: `Episode ${id}` }))),
  );

describe('a per-request answer', () => {
  for (const encoding of ['br', 'gzip'] as Encoding[]) {
    it(`is compressed with ${encoding} at once when small, and decodes to itself`, () => {
      const body = json(8 * 1024);
      const compressed = compressAnswer(body, encoding);
      expect(Buffer.isBuffer(compressed)).toBe(true);
      expect(decompress[encoding](compressed as Buffer)).toEqual(body);
      expect((compressed as Buffer).length).toBeLessThan(body.length / 3);
    });

    it(`is compressed with ${encoding} off the event loop when large, and decodes to itself`, async () => {
      const body = json(COMPRESS_INLINE_UP_TO * 2);
      const compressed = compressAnswer(body, encoding);
      expect(compressed).toBeInstanceOf(Promise);
      expect(decompress[encoding](await compressed)).toEqual(body);
    });
  }
});
