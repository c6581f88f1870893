import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge, type Config } from 'tailwind-merge';
import { expect, test } from 'vitest';
import { CLASS_GROUPS, cn } from './cn';

// Every word of the web source that the full merger puts in a class group: each Tailwind class the site uses is
// written out whole somewhere in src/web (Tailwind itself finds them the same way).
const classes = (() => {
  const words = new Set<string>();
  for (const file of readdirSync('src/web', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    for (const word of readFileSync(join('src/web', file), 'utf8').split(/[\s'"`{}(),;]+/)) words.add(word);
  }
  const ungrouped = createTailwindMerge(() => ({ ...getDefaultConfig(), classGroups: {} }));
  // A class twMerge keeps once when written twice is in a group; arbitrary properties ([a:b]) are kept once by any merger.
  return [...words].filter((w) => w && twMerge(`${w} ${w}`) === w && ungrouped(`${w} ${w}`) !== w);
})();

test('cn knows exactly the class groups the source uses', () => {
  const config: Config<string, string> = getDefaultConfig();
  const used = Object.keys(config.classGroups).filter((group) => {
    const only = createTailwindMerge(() => ({ ...config, classGroups: { [group]: config.classGroups[group]! } }));
    return classes.some((c) => only(`${c} ${c}`) === c);
  });
  expect(CLASS_GROUPS.toSorted()).toEqual(used.toSorted());
});

test('cn merges every pair of the classes the source uses as the full tailwind-merge does', () => {
  expect(classes.length).toBeGreaterThan(300);
  const differ: string[] = [];
  for (const a of classes) for (const b of classes) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
  expect(differ).toEqual([]);
});

test('a later class overrides an earlier one of its group', () => {
  expect(cn('p-6 pt-0', 'p-4', false, 'h-10 text-sm', 'h-auto text-danger')).toBe('p-4 text-sm h-auto text-danger');
});
