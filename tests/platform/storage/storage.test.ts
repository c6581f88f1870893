import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { createStorage, storageFor, type FileStorage } from '../../../src/server/storage/index.ts';
import { createLocalDiskStorage } from '../../../src/server/storage/local-disk.ts';
import type { ListedObject } from '../../../src/server/storage/storage.ts';
import { createS3Storage } from '../../../src/server/storage/s3.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

async function read(storage: FileStorage, key: string): Promise<string | null> {
  const obj = await storage.get(key);
  return obj ? Buffer.from(await new Response(obj.body).arrayBuffer()).toString() : null;
}

async function listAll(storage: FileStorage, prefix: string): Promise<ListedObject[]> {
  const listed: ListedObject[] = [];
  for await (const object of storage.list(prefix)) listed.push(object);
  return listed;
}

let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = mkdtempSync(path.join(tmpdir(), 'cobble-disk-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ['local disk', () => createLocalDiskStorage(diskRoot)],
  [
    'S3 (local s3rver)',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(implementations)('file storage contract: %s', (_name, make) => {
  it('gives back exactly the bytes it was given, with their size', async () => {
    const storage = make();
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    await storage.put('applications/u1/a.png', bytes, 'image/png');
    const obj = await storage.get('applications/u1/a.png');
    expect(obj?.size).toBe(bytes.byteLength);
    expect(Buffer.from(await new Response(obj!.body).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers null for a key it does not have', async () => {
    expect(await make().get('applications/nobody/missing.pdf')).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    const storage = make();
    await storage.put('k/replace.txt', Buffer.from('first'), 'text/plain');
    await storage.put('k/replace.txt', Buffer.from('second'), 'text/plain');
    expect(await read(storage, 'k/replace.txt')).toBe('second');
  });

  it('deletes an object, and deleting a missing key is fine', async () => {
    const storage = make();
    await storage.put('k/gone.txt', Buffer.from('bye'), 'text/plain');
    await storage.delete('k/gone.txt');
    expect(await storage.get('k/gone.txt')).toBeNull();
    await expect(storage.delete('k/never-there.txt')).resolves.toBeUndefined();
  });

  it('lists the objects under a folder with when they were written, and nothing outside it', async () => {
    const storage = make();
    const before = Date.now() - 60_000; // S3 keeps whole seconds; the margin covers that and clock drift
    await storage.put('listed/a/one.png', Buffer.from('1'), 'image/png');
    await storage.put('listed/b/two.pdf', Buffer.from('2'), 'application/pdf');
    await storage.put('listed-not/three.gif', Buffer.from('3'), 'image/gif');
    const listed = await listAll(storage, 'listed/');
    expect(listed.map((o) => o.key).sort()).toEqual(['listed/a/one.png', 'listed/b/two.pdf']);
    for (const o of listed) expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await listAll(storage, 'nothing-here/')).toEqual([]);
  });

  it('refuses keys that could escape their place', async () => {
    const storage = make();
    for (const key of ['../escape.txt', 'a/../../b', '/abs/path', 'a//b', '', 'a/./b', 'spaces here']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('choosing the storage from the configuration', () => {
  it('uses local disk under DATA_DIR/uploads by default, and nothing partial is left beside a file', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: diskRoot }));
    expect(storage.description).toContain(path.join(diskRoot, 'uploads'));
    await storage.put('x/y.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(readdirSync(path.join(diskRoot, 'uploads', 'x'))).toEqual(['y.gif']);
  });

  it('uses the S3 bucket when S3_BUCKET is set, and keeps one storage per configuration', async () => {
    const config = loadConfig({ DATA_DIR: diskRoot, ...s3.env });
    const storage = storageFor(config);
    expect(storage.description).toBe(`S3 bucket ${s3.bucket} at ${s3.endpoint}`);
    expect(storageFor(config)).toBe(storage);
    await storage.put('cfg/from-config.txt', Buffer.from('via config'), 'text/plain');
    expect(await read(createS3Storage(config.s3!), 'cfg/from-config.txt')).toBe('via config');
  });
});
