import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/** A private S3-compatible bucket when S3_BUCKET is set, else the data directory; served only by the server. */
export async function createMediaStorage(config: Config): Promise<MediaStorage> {
  if (!config.S3_BUCKET) {
    return createLocalStorage({
      root: path.join(config.DATA_DIR, 'storage'),
    });
  }
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT || undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined,
  });
}
