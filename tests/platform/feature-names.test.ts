import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per feature across layers (docs/features.md): every feature folder of every layer has its row in the
// map, under its own name, and every folder the map names exists. A new or renamed folder fails here until the
// map says so.

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAP = 'docs/features.md';
const LAYERS = {
  domain: 'src/domain',
  server: 'src/server/features',
  web: 'src/web/features',
  tests: 'tests/features',
} as const;
type Layer = keyof typeof LAYERS;
const ABSENT = '—';

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));

/** The map's one table: a row per feature, its cell per layer ('—' where absent). */
function readMap() {
  const lines = readFileSync(path.join(ROOT, MAP), 'utf8')
    .split('\n')
    .filter((line) => line.trim().startsWith('|'));
  const [header, separator, ...rows] = lines;
  if (!header || !separator || !/^[|\s:-]+$/.test(separator)) throw new Error(`${MAP} holds no table`);
  const columns = cellsOf(header);
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`${MAP}'s table has no column "${name}"`);
    return i;
  };
  const feature = at('feature');
  const layers = Object.keys(LAYERS).map((layer) => [layer as Layer, at(layer)] as const);
  return rows.map((line) => {
    const cells = cellsOf(line);
    if (cells.length !== columns.length) throw new Error(`${MAP}: a row of ${cells.length} cells: ${line}`);
    return { name: cells[feature]!, folders: Object.fromEntries(layers.map(([l, i]) => [l, cells[i]!])) };
  }) as { name: string; folders: Record<Layer, string> }[];
}

// Git keeps no empty folder, so one left behind by a move is not a feature.
const holdsFiles = (dir: string): boolean =>
  readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(path.join(dir, entry.name))),
  );
const foldersIn = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(path.join(ROOT, dir, entry.name)))
    .map((entry) => entry.name)
    .sort();

describe('feature names', () => {
  const map = readMap();

  it('lists each feature once', () => {
    const names = map.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.length).toBeGreaterThan(0);
  });

  it("names a feature's folder after the feature in every layer, and the folder exists", () => {
    const problems: string[] = [];
    for (const row of map) {
      for (const [layer, root] of Object.entries(LAYERS) as [Layer, string][]) {
        const cell = row.folders[layer];
        if (cell === ABSENT) continue;
        const expected = `${root}/${row.name}`;
        if (cell !== expected) problems.push(`${row.name}: the ${layer} folder is ${cell}, not ${expected}`);
        else if (!existsSync(path.join(ROOT, cell)) || !statSync(path.join(ROOT, cell)).isDirectory())
          problems.push(`${row.name}: ${cell} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(LAYERS) as [Layer, string][])('lists every folder of %s (%s) in its column', (layer, root) => {
    const listed = new Set(map.map((row) => row.folders[layer]));
    const unlisted = foldersIn(root)
      .map((name) => `${root}/${name}`)
      .filter((folder) => !listed.has(folder));
    expect(unlisted, `add these to the ${layer} column of ${MAP}`).toEqual([]);
  });
});
