import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../setup/free-port.ts';

export interface LocalS3 {
  bucket: string;
  endpoint: string;
  directory: string;
  /** The settings the app reads from its environment to use this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, keeping its objects in a temp directory. */
export async function startLocalS3(bucket = 'test-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cobble-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
