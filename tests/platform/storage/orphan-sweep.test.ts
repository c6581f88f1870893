import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/client.ts';
import { storedFiles } from '../../../src/server/db/schema/index.ts';
import { makeUser } from '../../../src/server/db/seed/factories.ts';
import { createLocalDiskStorage } from '../../../src/server/storage/local-disk.ts';
import { createS3Storage } from '../../../src/server/storage/s3.ts';
import type { FileStorage } from '../../../src/server/storage/storage.ts';
import { sweepOrphanUploads, UPLOAD_GRACE_MS } from '../../../src/server/storage/uploads.ts';
import { createTestDatabaseUrl } from '../../setup/database.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { filesUnder } from '../../features/application/helpers.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);

/** A file written straight to disk (as a crashed upload leaves it), last modified at `when`. */
function writeOnDisk(root: string, key: string, when = new Date()) {
  const file = path.join(root, ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'partial bytes');
  utimesSync(file, when, when);
}

let s3: LocalS3;
let dataDir: string;
let server: TestServer;
let owner: string;
beforeAll(async () => {
  s3 = await startLocalS3('sweep-test');
  dataDir = mkdtempSync(path.join(tmpdir(), 'cobble-sweep-'));
  // The database knows the owner before the server starts, so its start-up sweep may remove the owner's orphans.
  const databaseUrl = await createTestDatabaseUrl();
  const db = createDatabase(databaseUrl, 1);
  owner = (await makeUser(db)).id;
  await db.$client.end();
  const uploads = path.join(dataDir, 'uploads');
  writeOnDisk(uploads, `applications/${owner}/crashed.png`, TWO_HOURS_AGO);
  writeOnDisk(uploads, `applications/${owner}/crashed.pdf.${randomUUID()}.part`, TWO_HOURS_AGO);
  writeOnDisk(uploads, `applications/${owner}/in-flight.png`);
  server = await startTestServer({ DATA_DIR: dataDir }, databaseUrl);
});
afterAll(async () => {
  await server.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('orphaned uploads', () => {
  it('are removed when the server starts, once older than the grace period', async () => {
    await expect
      .poll(() => filesUnder(path.join(dataDir, 'uploads')), { timeout: 20_000, interval: 100 })
      .toEqual([path.join('applications', owner, 'in-flight.png')]);
  });

  it('on local disk: old files and .part files without a row go; named, fresh and foreign files stay', async () => {
    const root = path.join(dataDir, 'swept-disk');
    const storage = createLocalDiskStorage(root);
    const keys = {
      named: `applications/${owner}/named.png`,
      orphan: `applications/${owner}/orphan.png`,
      part: `applications/${owner}/orphan.png.${randomUUID()}.part`,
      fresh: `applications/${owner}/fresh.png`,
      freshPart: `applications/${owner}/fresh.png.${randomUUID()}.part`,
      unknownOwner: `applications/${randomUUID()}/theirs.png`,
      elsewhere: 'backups/old.txt',
    };
    for (const [name, key] of Object.entries(keys))
      writeOnDisk(root, key, name.startsWith('fresh') ? new Date() : TWO_HOURS_AGO);
    await nameInDatabase(keys.named);

    expect(await sweepOrphanUploads({ db: server.deps.db, storage })).toBe(2);
    const left = [keys.named, keys.fresh, keys.freshPart, keys.unknownOwner, keys.elsewhere];
    expect(filesUnder(root).sort()).toEqual(left.map((k) => path.join(...k.split('/'))).sort());
  });

  it('in S3: objects without a row go once older than the grace period; named and foreign ones stay', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const named = `applications/${owner}/named-in-s3.png`;
    const orphan = `applications/${owner}/orphan-in-s3.png`;
    const unknownOwner = `applications/${randomUUID()}/theirs.png`;
    const elsewhere = 'backups/old.txt';
    for (const key of [named, orphan, unknownOwner, elsewhere]) await storage.put(key, Buffer.from('x'), 'image/png');
    await nameInDatabase(named);
    const deps = { db: server.deps.db, storage };

    expect(await sweepOrphanUploads(deps)).toBe(0);
    expect(await present(storage, [named, orphan, unknownOwner, elsewhere])).toEqual([true, true, true, true]);

    const pastGrace = new Date(Date.now() + UPLOAD_GRACE_MS + 60_000);
    expect(await sweepOrphanUploads(deps, pastGrace)).toBe(1);
    expect(await present(storage, [named, orphan, unknownOwner, elsewhere])).toEqual([true, false, true, true]);
  });
});

async function nameInDatabase(storageKey: string) {
  await server.deps.db
    .insert(storedFiles)
    .values({ ownerId: owner, storageKey, originalName: 'kept.png', contentType: 'image/png', sizeBytes: 1 });
}

async function present(storage: FileStorage, keys: string[]): Promise<boolean[]> {
  return Promise.all(
    keys.map(async (key) => {
      const object = await storage.get(key);
      await object?.body.cancel();
      return object !== null;
    }),
  );
}
