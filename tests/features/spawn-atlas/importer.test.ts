import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtlasEntry } from '../../../src/domain/spawn-atlas/views.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { readDatapack, readDatapackZip } from '../../../src/server/spawn-atlas/datapack-files.ts';
import { importAtlas } from '../../../src/server/spawn-atlas/import-atlas.ts';
import { pool, poolPath, spawn, testDatabase, writePack, zipPack } from './datapack-fixture.ts';

let db: Database;
beforeAll(async () => {
  db = (await testDatabase()).db;
});
afterAll(() => db.$client.end());

async function atlasRows(): Promise<AtlasEntry[]> {
  const { rows } = await db.execute<{ entry: AtlasEntry }>(
    sql`select entry from spawn_atlas_entries order by position`,
  );
  return rows.map((r) => r.entry);
}
const byName = async (name: string) => (await atlasRows()).find((e) => e.name === name);

const VALID = {
  'pack.mcmeta': { pack: { pack_format: 48, description: 'test' } },
  [poolPath('mew')]: pool(spawn('mew-1', 'mew', { presets: ['natural'], bucket: 'ultra-rare', level: '60-70' })),
  [poolPath('ironvaliant')]: pool(
    spawn('ironvaliant-1', 'ironvaliant', {
      bucket: 'uncommon',
      condition: undefined,
      conditions: [{ biomes: ['minecraft:cherry_grove'], isRaining: false }],
      weightMultiplier: { multiplier: 2, condition: { timeRange: 'day' } },
    }),
  ),
  [poolPath('nihilego')]: { enabled: 'true', spawns: [spawn('nihilego-1', 'nihilego', { preset: 'testpack:cave' })] },
  [poolPath('pikachu')]: pool(spawn('pikachu-1', 'pikachu')),
  'data/testpack/spawn_detail_presets/cave.json': {
    context: 'grounded',
    condition: { canSeeSky: false, maxSkyLight: 7 },
  },
  'data/cobblemon/tags/worldgen/biome/is_jungle.json': { values: ['minecraft:jungle', '#testpack:bamboo'] },
  'data/testpack/tags/worldgen/biome/bamboo.json': { values: ['minecraft:bamboo_jungle', '#cobblemon:is_jungle'] },
};

describe('atlas import from a folder', () => {
  it('imports the atlas species, skips the others, and says how many species and spawns it read', async () => {
    const summary = await importAtlas(db, await readDatapack(await writePack(VALID)), { source: 'test' });
    expect(summary).toMatchObject({ species: 3, spawns: 4, files: 4, skipped: ['Pikachu'] });
    expect(summary.message).toBe('Read 4 spawns in 4 files: 3 species in the atlas, 1 other species skipped.');
    expect((await atlasRows()).map((e) => [e.name, e.category])).toEqual([
      ['Iron Valiant', 'Paradox'],
      ['Mew', 'Legendary'],
      ['Nihilego', 'Ultra Beast'],
    ]);
  });

  it('reads singular and plural keys, "enabled" as text, presets and the rarity of the bucket', async () => {
    const valiant = await byName('Iron Valiant');
    expect(valiant).toMatchObject({ rarity: 'Uncommon', stars: 3, biomeGroups: ['Cherry Grove'] });
    expect(valiant?.weather).toEqual(['Clear (not raining)']);
    expect(valiant?.boosts).toEqual(['×2 (Day)']);
    const nihilego = await byName('Nihilego');
    expect(nihilego).toMatchObject({ canSeeSky: false, lightLevel: 'Skylight 0-7', presets: ['cave'] });
    expect(nihilego?.time).toEqual(['Night']);
    const mew = await byName('Mew');
    expect(mew).toMatchObject({ rarity: 'Ultra-Rare', stars: 5, level: '60-70', lore: 'Lore of mew.' });
  });

  it('expands biome tags recursively into readable groups', async () => {
    expect((await byName('Mew'))?.biomeGroupMembers).toEqual([
      { group: 'Jungle', biomes: ['Bamboo Jungle', 'Jungle'] },
    ]);
  });

  it('takes the buckets of best-spawner-config.json', async () => {
    const files = {
      ...VALID,
      'best-spawner-config.json': {
        buckets: [
          { name: 'rare', weight: 1 },
          { name: 'ultra-rare', weight: 1 },
          { name: 'uncommon', weight: 2 },
        ],
      },
    };
    await importAtlas(db, await readDatapack(await writePack(files)), { source: 'test' });
    expect((await byName('Mew'))?.bucketChance).toBe(25);
    expect((await byName('Iron Valiant'))?.bucketChance).toBe(50);
  });

  it('reads a Cobblemon 1.7 file that names the context spawnablePositionType', async () => {
    const files = {
      [poolPath('kyogre')]: pool({
        ...spawn('kyogre-1', 'kyogre'),
        context: undefined,
        spawnablePositionType: 'submerged',
      }),
    };
    const summary = await importAtlas(db, await readDatapack(await writePack(files)), { source: '1.7' });
    expect(summary.species).toBe(1);
    expect(await byName('Kyogre')).toMatchObject({ context: 'Submerged' });
  });

  it('keeps a condition key Cobblemon does not know as an add-on requirement', async () => {
    const files = {
      [poolPath('arceus')]: pool(
        spawn('arceus-1', 'arceus', { condition: { biomes: ['minecraft:jagged_peaks'], key_item: 'mod:azure_flute' } }),
      ),
    };
    await importAtlas(db, await readDatapack(await writePack(files)), { source: 'add-on' });
    expect((await byName('Arceus'))?.addOns).toEqual(['key_item: mod:azure_flute']);
  });
});

describe('atlas import from a zip', () => {
  it('reads the same datapack zipped, under a top folder', async () => {
    const summary = await importAtlas(db, readDatapackZip(zipPack(VALID)), { source: 'pack.zip' });
    expect(summary).toMatchObject({ species: 3, spawns: 4 });
    expect((await atlasRows()).map((e) => e.name)).toEqual(['Iron Valiant', 'Mew', 'Nihilego']);
    const { rows } = await db.execute<{ source: string; species_count: number }>(
      sql`select source, species_count from spawn_atlas_imports order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ source: 'pack.zip', species_count: 3 });
  });
});
