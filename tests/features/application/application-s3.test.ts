import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '../../../src/domain/forms/application.ts';
import { checkApplicationFiles } from '../../../src/server/features/application/check-files.ts';
import { submitApplication as submitUseCase } from '../../../src/server/features/application/submit-application.ts';
import { storageFor } from '../../../src/server/storage/index.ts';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { startLocalS3, type LocalS3 } from '../../platform/storage/s3-server.ts';
import { countRows, filesUnder, submitApplication, userIdOf, validApplication } from './helpers.ts';
import { samplePdf, samplePng, textPretendingToBePng } from './sample-files.ts';

// The same flow as on local disk, with S3_BUCKET set: files go to the (local) S3 server only.
let s3: LocalS3;
let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startLocalS3('applications-test');
  dataDir = mkdtempSync(path.join(tmpdir(), 'cobble-s3app-'));
  server = await startTestServer({ DATA_DIR: dataDir, ...s3.env });
});
afterAll(async () => {
  await server.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function keysInBucket(prefix: string): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const res = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  client.destroy();
  return (res.Contents ?? []).map((o) => o.Key!);
}

describe('application files in S3-compatible storage', () => {
  it('stores accepted files in the bucket (not on disk) and streams them back to the owner', async () => {
    const cookie = await signIn(server, { newName: 'Bucket User' });
    const userId = await userIdOf(server, cookie);
    const res = await submitApplication(server, cookie, validApplication(), [
      { name: 'one.png', bytes: samplePng() },
      { name: 'two.pdf', bytes: samplePdf() },
    ]);
    expect(res.status).toBe(201);
    const { uploads } = (await res.json()) as { uploads: { id: string }[] };
    expect(await keysInBucket(`applications/${userId}/`)).toHaveLength(2);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    const file = await server.request(`/api/files/${uploads[1]!.id}`, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(samplePdf())).toBe(true);
  });

  it('writes nothing to the bucket when a file lies about its type', async () => {
    const cookie = await signIn(server, { newName: 'Bucket Liar' });
    const userId = await userIdOf(server, cookie);
    const res = await submitApplication(server, cookie, validApplication(), [
      { name: 'fine.png', bytes: samplePng() },
      { name: 'liar.png', bytes: textPretendingToBePng() },
    ]);
    expect(res.status).toBe(400);
    expect(await keysInBucket(`applications/${userId}/`)).toEqual([]);
    expect(await countRows(server, 'stored_files', userId)).toBe(0);
  });

  it('removes the files from the bucket again when the application is refused after storing', async () => {
    const cookie = await signIn(server, { newName: 'Bucket Racer' });
    const userId = await userIdOf(server, cookie);
    const send = () => submitApplication(server, cookie, validApplication(), [{ name: 'r.png', bytes: samplePng() }]);
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await keysInBucket(`applications/${userId}/`)).toHaveLength(1);
  });

  it('removes the files from the bucket again when the database refuses their rows', async () => {
    // An account that does not exist: the file rows break their foreign key after the files are written.
    const ghost = { id: randomUUID(), name: 'Ghost', image: null, role: 'player' as const, discordId: null };
    const files = await checkApplicationFiles([new File([new Uint8Array(samplePdf())], 'x.pdf')]);
    const deps = { db: server.deps.db, storage: storageFor(server.deps.config), log: server.deps.log };
    await expect(submitUseCase(deps, ghost, applicationSchema.parse(validApplication()), files)).rejects.toMatchObject({
      cause: { code: '23503' },
    });
    expect(await keysInBucket(`applications/${ghost.id}/`)).toEqual([]);
  });
});
