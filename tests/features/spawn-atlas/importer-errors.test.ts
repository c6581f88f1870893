import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { readDatapack, readDatapackZip } from '../../../src/server/spawn-atlas/datapack-files.ts';
import { AtlasImportError } from '../../../src/server/spawn-atlas/import-error.ts';
import { importAtlas } from '../../../src/server/spawn-atlas/import-atlas.ts';
import { pool, poolPath, spawn, testDatabase, writePack } from './datapack-fixture.ts';

const run = promisify(execFile);
let db: Database;
let url: string;
const GOOD = {
  [poolPath('mew')]: pool(spawn('mew-1', 'mew')),
  [poolPath('zapdos')]: pool(spawn('zapdos-1', 'zapdos')),
};

beforeAll(async () => {
  ({ db, url } = await testDatabase());
  await importAtlas(db, await readDatapack(await writePack(GOOD)), { source: 'good' });
});
afterAll(() => db.$client.end());

const names = async () =>
  (await db.execute<{ name: string }>(sql`select name from spawn_atlas_entries order by position`)).rows.map(
    (r) => r.name,
  );

/** The problems an import reports; the test fails if it does not refuse. */
async function problemsOf(files: Record<string, unknown>) {
  try {
    await importAtlas(db, await readDatapack(await writePack(files)), { source: 'bad' });
  } catch (e) {
    if (e instanceof AtlasImportError) return e.problems;
    throw e;
  }
  throw new Error('the import was accepted');
}

describe('a datapack with bad files', () => {
  it('names a malformed file and leaves the atlas as it was', async () => {
    const problems = await problemsOf({ ...GOOD, [poolPath('broken')]: '{ "enabled": true, "spawns": [ {' });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe('data/testpack/spawn_pool_world/broken.json');
    expect(problems[0]!.reason).toMatch(/^Malformed JSON: /);
    expect(await names()).toEqual(['Mew', 'Zapdos']);
  });

  it('names an unknown species with its file and spawn id', async () => {
    const problems = await problemsOf({ ...GOOD, [poolPath('fakemon')]: pool(spawn('fake-1', 'fakemonzz')) });
    expect(problems).toEqual([
      { file: 'data/testpack/spawn_pool_world/fakemon.json', reason: '(id "fake-1") unknown species "fakemonzz".' },
    ]);
    expect(await names()).toEqual(['Mew', 'Zapdos']);
  });

  it('names wrong types, a missing context and an unknown bucket, every file at once', async () => {
    const problems = await problemsOf({
      [poolPath('a')]: pool(spawn('a-1', 'mew', { weight: 'lots' })),
      [poolPath('b')]: pool(spawn('b-1', 'mew', { context: undefined })),
      [poolPath('c')]: pool(spawn('c-1', 'mew', { bucket: 'legendary' })),
    });
    expect(problems.map((p) => `${p.file.split('/').pop()}: ${p.reason}`)).toEqual([
      'a.json: spawns.0: weight: Invalid input: expected number, received string',
      'b.json: spawns.0: (id "b-1") no context ("context", or "spawnablePositionType" since Cobblemon 1.7).',
      'c.json: spawns.0: (id "c-1") unknown bucket "legendary".',
    ]);
    expect(await names()).toEqual(['Mew', 'Zapdos']);
  });

  it('refuses a file that is not a zip and a folder without spawn files', async () => {
    expect(() => readDatapackZip(new TextEncoder().encode('not a zip'))).toThrow(AtlasImportError);
    expect(await problemsOf({ 'pack.mcmeta': { pack: { pack_format: 48 } } })).toEqual([
      { file: '(datapack)', reason: 'No spawn files found (data/<namespace>/spawn_pool_world/*.json).' },
    ]);
  });
});

describe('npm run atlas:import', () => {
  const cli = (folder: string) =>
    run('node', ['--import', 'tsx', 'scripts/atlas-import.ts', folder], { env: { ...process.env, DATABASE_URL: url } });

  it('imports a folder and prints the summary', async () => {
    const folder = await writePack({ ...GOOD, [poolPath('kyogre')]: pool(spawn('kyogre-1', 'kyogre')) });
    const { stdout } = await cli(folder);
    expect(stdout).toMatch(/^Read 3 spawns in 3 files: 3 species in the atlas\. \(\d+ ms\)/);
    expect(await names()).toEqual(['Kyogre', 'Mew', 'Zapdos']);
  });

  it('lists the bad files, exits with 1 and leaves the atlas', async () => {
    const folder = await writePack({ [poolPath('broken')]: '{' });
    const failed = await cli(folder).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('The atlas was not changed. Fix these files and run the import again:');
    expect(failed?.stderr).toContain('data/testpack/spawn_pool_world/broken.json: Malformed JSON:');
    expect(await names()).toEqual(['Kyogre', 'Mew', 'Zapdos']);
  });
});
