import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { assertValidKey, isValidKey, type FileStorage, type ListedObject, type StoredObject } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** Objects in one S3 bucket (AWS or any S3-compatible server: MinIO, R2, ...). */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Compatible servers are addressed by path; virtual-host buckets need DNS they rarely have.
    forcePathStyle: Boolean(settings.endpoint),
    // Servers other than AWS reject the checksums newer SDKs add by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      assertValidKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return { body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404))
          return null;
        throw err;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isValidKey(object.Key))
            yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },
  };
}
