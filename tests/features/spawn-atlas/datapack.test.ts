import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Dex } from '@pkmn/dex';
import { describe, expect, it } from 'vitest';

// The league's own spawn datapack, shipped in the repository and imported into the atlas.
const ROOT = path.resolve(import.meta.dirname, '../../../content/spawn-datapack');
const POOL_DIR = path.join(ROOT, 'data/cobbleleague/spawn_pool_world');
const ATLAS_TAGS = ['Restricted Legendary', 'Sub-Legendary', 'Mythical', 'Ultra Beast', 'Paradox'];

type Spawn = Record<string, unknown>;
const files = readdirSync(POOL_DIR).filter((name) => name.endsWith('.json'));
const pools = files.map((name) => ({
  name,
  text: readFileSync(path.join(POOL_DIR, name), 'utf8'),
}));
const parsed = pools.map(({ name, text }) => ({ name, json: JSON.parse(text) as Record<string, unknown> }));
const spawns = parsed.flatMap(({ name, json }) => (json.spawns as Spawn[]).map((spawn) => ({ name, spawn })));

describe('spawn datapack', () => {
  it('is a datapack with a pack.mcmeta', () => {
    const meta = JSON.parse(readFileSync(path.join(ROOT, 'pack.mcmeta'), 'utf8'));
    expect(typeof meta.pack.pack_format).toBe('number');
  });

  it('every file parses as JSON', () => {
    for (const { name, text } of pools) expect(() => JSON.parse(text), name).not.toThrow();
  });

  it('every file has the spawn pool shape', () => {
    for (const { name, json } of parsed) {
      expect([true, false, 'true', 'false'], name).toContain(json.enabled);
      for (const key of ['neededInstalledMods', 'neededUninstalledMods']) {
        if (key in json) expect(Array.isArray(json[key]), `${name} ${key}`).toBe(true);
      }
      expect(Array.isArray(json.spawns) && json.spawns.length > 0, name).toBe(true);
    }
  });

  it('every spawn has id, pokemon, type, bucket, level, weight and a context', () => {
    const ids = new Set<string>();
    for (const { name, spawn } of spawns) {
      const where = `${name} ${String(spawn.id)}`;
      expect(typeof spawn.id, where).toBe('string');
      expect(ids.has(spawn.id as string), `${where} duplicate id`).toBe(false);
      ids.add(spawn.id as string);
      expect(typeof spawn.pokemon, where).toBe('string');
      expect(spawn.type, where).toBe('pokemon');
      expect(['common', 'uncommon', 'rare', 'ultra-rare'], where).toContain(spawn.bucket);
      expect(spawn.level, where).toMatch(/^\d+(-\d+)?$/);
      expect(spawn.weight, where).toBeGreaterThanOrEqual(0.05);
      expect(spawn.weight, where).toBeLessThanOrEqual(7);
      const context = spawn.context ?? spawn.spawnablePositionType;
      expect(['grounded', 'surface', 'fishing', 'submerged'], where).toContain(context);
    }
  });

  it('every species is a real species tagged Legendary, Mythical, Ultra Beast or Paradox', () => {
    for (const { name, spawn } of spawns) {
      // Cobblemon's pokemon field is the species followed by optional properties ("zapdos galarian").
      const id = (spawn.pokemon as string).split(' ')[0] ?? '';
      const species = Dex.species.get(id);
      expect(species.exists && species.id === id, `${name}: ${id}`).toBe(true);
      expect(
        species.tags.some((tag) => ATLAS_TAGS.includes(tag)),
        `${name}: ${id} ${species.tags.join()}`,
      ).toBe(true);
    }
  });

  it('holds at least 100 spawns, each with its atlas lore', () => {
    expect(spawns.length).toBeGreaterThanOrEqual(100);
    for (const { name, spawn } of spawns) {
      expect((spawn.atlas as { lore?: string } | undefined)?.lore, name).toMatch(/\S/);
    }
  });

  it('exercises the parsing variants the importer must follow', () => {
    const has = (key: string) => spawns.some(({ spawn }) => key in spawn);
    for (const key of ['condition', 'conditions', 'preset', 'presets', 'anticondition']) {
      expect(has(key), key).toBe(true);
    }
    for (const key of ['weightMultiplier', 'weightMultipliers', 'spawnablePositionType']) {
      expect(has(key), key).toBe(true);
    }
    expect(parsed.some(({ json }) => json.enabled === 'true')).toBe(true);
    expect(pools.some(({ text }) => text.includes('"key_item"'))).toBe(true);
  });
});
