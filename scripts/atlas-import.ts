import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSiteDatabase } from '../src/server/ops/site-database.ts';
import { readDatapack, readDatapackFolder, type DatapackFile } from '../src/server/spawn-atlas/datapack-files.ts';
import { AtlasImportError } from '../src/server/spawn-atlas/import-error.ts';
import { importAtlas } from '../src/server/spawn-atlas/import-atlas.ts';

const USAGE = `Usage: npm run atlas:import -- <datapack folder or .zip> [--config <best-spawner-config.json>] [--tags <folder>]

Replaces the spawn atlas with the Legendary, Mythical, Ultra Beast and Paradox spawns of a Cobblemon datapack
(data/<namespace>/spawn_pool_world/*.json, with its spawn_detail_presets). Optional:
  --config  the server's best-spawner-config.json (bucket names and weights); default: Cobblemon's buckets
  --tags    a folder holding biome tag files as data/<namespace>/tags/worldgen/biome/*.json (tags in the
            datapack itself are read too); tag groups are expanded into their biomes`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string' }, tags: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

const source = path.resolve(positionals[0]!);
let exitCode = 0;
const site = await openSiteDatabase();
try {
  const files: DatapackFile[] = await readDatapack(source);
  if (values.config) files.push({ path: 'best-spawner-config.json', text: await readFile(values.config, 'utf8') });
  if (values.tags) files.push(...(await readDatapackFolder(path.resolve(values.tags))));
  const started = performance.now();
  const summary = await importAtlas(site.db, files, { source: path.basename(source) });
  console.log(`${summary.message} (${Math.round(performance.now() - started)} ms)`);
  if (summary.skipped.length)
    console.log(`Skipped (not Legendary, Mythical, Ultra Beast or Paradox): ${summary.skipped.join(', ')}`);
} catch (err) {
  if (err instanceof AtlasImportError) {
    console.error('The atlas was not changed. Fix these files and run the import again:');
    for (const p of err.problems) console.error(`  ${p.file}: ${p.reason}`);
  } else console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await site.close();
}
process.exit(exitCode);
