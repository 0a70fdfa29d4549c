import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ImageStorageConfig } from '../config.ts';
import { IMMUTABLE, type ImageStore, UPLOADS_URL } from './store.ts';

type S3Config = Extract<ImageStorageConfig, { kind: 's3' }>;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket. */
export function s3Store(config: S3Config): ImageStore {
  const s3 = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Many S3-compatible services refuse the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    async put(name, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(name) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(name) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(name) {
      // S3 answers a delete of a missing key with success too.
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    urlOf: (name) => (config.publicUrl ? `${config.publicUrl}/${name}` : `${UPLOADS_URL}/${name}`),
  };
}
