import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  lastModified: Date;
  /** Quoted entity tag, ready for an ETag header. */
  etag: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where published media lives. Keys are relative `/`-separated paths such as `media/<assetId>/master.m3u8`.
 * `stat` answers whether a file exists (undefined when not).
 */
export interface MediaStorage {
  /** Publishes a finished local folder under `key`, replacing what was there; the local folder is consumed. */
  putDirectory(localDir: string, key: string): Promise<void>;
  putFile(key: string, body: Buffer | string): Promise<void>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Streams a file or part of it; throws AppError NOT_FOUND when it does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes a file, or every file under a folder key. */
  remove(key: string): Promise<void>;
}

/** Rejects keys that could leave the storage root or alias another key. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const unsafe =
    key.length === 0 ||
    /[\\\0]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (unsafe) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export function contentTypeFor(key: string): string {
  const extension = /\.[^./]+$/.exec(key)?.[0].toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Collects a stored text file, such as a manifest or media.json. */
export async function readText(storage: MediaStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
