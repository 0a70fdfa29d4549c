import type { Config } from '../config.ts';
import { s3Store } from './s3-store.ts';
import { directoryStore } from './store.ts';
import type { ImageUploads } from './upload-routes.ts';

/** The uploads as configured: a bucket when IMAGE_S3_BUCKET is set, else a directory under DATA_DIR. */
export function uploadsFromConfig(config: Config): ImageUploads {
  const storage = config.imageStorage;
  return {
    store: storage.kind === 's3' ? s3Store(storage) : directoryStore(storage.dir),
    maxBytes: config.uploadMaxBytes,
    maxPixels: config.uploadMaxPixels,
  };
}
