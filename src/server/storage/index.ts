import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage, StoredObject } from './storage.ts';

/** S3-compatible storage when S3_BUCKET is set, otherwise local disk under the data directory. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

// One storage (and S3 client) per loaded configuration; a test server with its own config gets its own.
const byConfig = new WeakMap<object, FileStorage>();

export function storageFor(config: Config): FileStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createStorage(config);
    byConfig.set(config, storage);
  }
  return storage;
}
