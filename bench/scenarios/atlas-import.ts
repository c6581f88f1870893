import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../src/server/db/client.ts';
import { readDatapack } from '../../src/server/spawn-atlas/datapack-files.ts';
import { importDemoAtlas } from '../../src/server/spawn-atlas/demo-atlas.ts';
import { importAtlas } from '../../src/server/spawn-atlas/import-atlas.ts';
import { writeBenchDatapack } from '../atlas-datapack.ts';
import type { Scenario } from '../harness.ts';

// The atlas import of a datapack with 1,000 spawn files, under 5 s: `npm run atlas:import -- <folder>` as
// staff run it (a fresh process, its start-up included), and the import alone in this process (reading the
// files, parsing, replacing the atlas in one transaction), a few times. The demo atlas is put back after.

const SPAWN_FILES = 1_000;
const RUNS = 3;

/** Runs the real command against the bench database; answers its wall time and its summary line. */
function runCommand(folder: string, databaseUrl: string): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/atlas-import.ts', folder], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`atlas:import exited with ${code}:\n${output}`));
      else resolve({ ms: Math.round(performance.now() - started), output: output.trim().split('\n')[0]! });
    });
  });
}

const atlasImport: Scenario = async (ctx) => {
  const pack = await writeBenchDatapack(SPAWN_FILES);
  const db = createDatabase(ctx.databaseUrl, 2);
  try {
    const command = await runCommand(pack.root, ctx.databaseUrl);
    const inProcessMs: number[] = [];
    let summary = '';
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const result = await importAtlas(db, await readDatapack(pack.root), { source: 'bench' });
      inProcessMs.push(Math.round(performance.now() - started));
      summary = result.message;
    }
    const { rows } = await db.$client.query<{ n: number }>('select count(*)::int as n from spawn_atlas_entries');
    if (rows[0]!.n !== pack.atlasSpecies) throw new Error(`atlas holds ${rows[0]!.n}, expected ${pack.atlasSpecies}`);
    const worst = Math.max(command.ms, ...inProcessMs);
    return {
      spawnFiles: pack.spawnFiles,
      spawns: pack.spawns,
      atlasSpecies: rows[0]!.n,
      summary,
      commandMs: command.ms,
      commandSummary: command.output,
      importMs: inProcessMs,
      goal: 'import of 1,000 spawn files < 5000 ms (the command, start-up included, and the import alone)',
      goalMet: worst < 5000,
    };
  } finally {
    await importDemoAtlas(db);
    await db.$client.end();
    await rm(pack.root, { recursive: true, force: true });
  }
};
export default atlasImport;
