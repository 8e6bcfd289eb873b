import path from 'node:path';
import type { Config } from '../config';
import { mediaCacheControl } from '../modules/media/cache-policy';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/** S3-compatible storage when S3_BUCKET is set, else the data directory. */
export async function createMediaStorage(config: Config): Promise<MediaStorage> {
  if (!config.S3_BUCKET) {
    return createLocalStorage({
      root: path.join(config.DATA_DIR, 'storage'),
      publicBaseUrl: config.PUBLIC_URL,
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
    publicBaseUrl: config.S3_PUBLIC_URL || config.PUBLIC_URL,
    cacheControl: mediaCacheControl,
  });
}
