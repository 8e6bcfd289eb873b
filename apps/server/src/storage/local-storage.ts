import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../http/errors';
import { assertSafeKey, type ByteRange, type MediaStorage, type StoredObject } from './media-storage';
import { moveDirectory } from './move-directory';

export interface LocalStorageOptions {
  /** Folder holding every key, e.g. `<DATA_DIR>/storage`. */
  root: string;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/** Media on local disk: the default, needing no setup. */
export function createLocalStorage({ root }: LocalStorageOptions): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async putDirectory(localDir, key) {
      await moveDirectory(localDir, resolve(key));
    },

    async putFile(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never gets half a manifest.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },

    async stat(key): Promise<StoredObject | undefined> {
      try {
        const stats = await fs.stat(resolve(key));
        if (!stats.isFile()) return undefined;
        return {
          size: stats.size,
          lastModified: stats.mtime,
          etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      const notFound = new AppError('NOT_FOUND', 'This file does not exist.');
      // Opening first turns a missing file into an error here rather than on the stream.
      const handle = await fs.open(resolve(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? notFound : error;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw notFound;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await fs.rm(resolve(key), { recursive: true, force: true });
    },
  };
}
