import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../http/errors';
import {
  assertSafeKey,
  contentTypeFor,
  type ByteRange,
  type MediaStorage,
  type StoredObject,
} from './media-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, B2...); AWS itself when omitted. */
  endpoint?: string;
  /** Bucket in the path instead of the host name; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** Omitted credentials fall back to the SDK's usual chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  uploadConcurrency?: number;
}

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

const MANIFEST = /\.(m3u8|mpd|json)$/;

/**
 * Upload order that never exposes a manifest before what it lists: media first, then manifests from the
 * deepest folder up, so the master playlist and the MPD come last.
 */
function uploadOrder(relativePaths: string[]): string[][] {
  const depth = (file: string) => file.split('/').length;
  const media = relativePaths.filter((file) => !MANIFEST.test(file));
  const manifests = relativePaths.filter((file) => MANIFEST.test(file));
  const depths = [...new Set(manifests.map(depth))].sort((a, b) => b - a);
  return [media, ...depths.map((level) => manifests.filter((file) => depth(file) === level))];
}

async function filesUnder(localDir: string): Promise<string[]> {
  const entries = await fs.readdir(localDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(localDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

async function forEachLimited<T>(items: T[], limit: number, action: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await action(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Media in a private S3-compatible bucket, for deployments with several nodes. Browsers never fetch from the
 * bucket: the server reads it for /media/ (signed URLs only) and /images/, and a CDN fronts those paths. No object
 * is written with a public ACL. The SDK is loaded here, so servers on local storage never pay for it.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<MediaStorage> {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    NotFound,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { bucket, uploadConcurrency = 8 } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default body checksums (aws-chunked uploads) are not implemented by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function putFile(key: string, body: Buffer | string) {
    assertSafeKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeFor(key),
      }),
    );
  }

  /** Every key at or under a folder key. */
  async function keysUnder(key: string): Promise<string[]> {
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${key}/`, ContinuationToken: continuationToken }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys;
  }

  async function deleteKeys(keys: string[]) {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  return {
    async putDirectory(localDir, key) {
      assertSafeKey(key);
      const previous = await keysUnder(key);
      const files = await filesUnder(localDir);
      for (const group of uploadOrder(files)) {
        await forEachLimited(group, uploadConcurrency, async (file) =>
          putFile(`${key}/${file}`, await fs.readFile(path.join(localDir, file))),
        );
      }
      const uploaded = new Set(files.map((file) => `${key}/${file}`));
      await deleteKeys(previous.filter((existing) => !uploaded.has(existing)));
      await fs.rm(localDir, { recursive: true, force: true });
    },

    putFile,

    async stat(key): Promise<StoredObject | undefined> {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        };
      } catch (error) {
        if (error instanceof NotFound) return undefined;
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // In Node the SDK hands back the HTTP response, which is a Readable.
        if (!(object.Body instanceof Readable)) throw new Error(`No body came back for ${key}.`);
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new AppError('NOT_FOUND', 'This file does not exist.');
        throw error;
      }
    },

    async remove(key) {
      assertSafeKey(key);
      await deleteKeys([key, ...(await keysUnder(key))]);
    },
  };
}
