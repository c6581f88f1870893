import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';

// Which of the site's Tailwind classes override which, worked out with tailwind-merge here, once, so that the
// browser's cn (src/web/lib/cn.ts) only looks them up. Usage: npm run classes (after using a class the source
// had not used before; cn.test.ts says when).

export const CLASS_CONFLICTS_FILE = 'src/web/lib/class-conflicts.json';

/**
 * Every word of the web source that tailwind-merge keeps once when it is written twice: the Tailwind classes the site
 * uses, each written out whole somewhere in src/web (Tailwind finds them the same way), and a few words of text.
 */
export function sourceClasses(dir = 'src/web'): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    for (const word of readFileSync(join(dir, file), 'utf8').split(/[\s'"`{}(),;]+/)) words.add(word);
  }
  return [...words].filter((w) => w && twMerge(`${w} ${w}`) === w).sort();
}

/**
 * For each class, its group's number, then the numbers of the groups it overrides (its own among them): a class
 * written later drops an earlier one of those groups, as tailwind-merge does. Classes overridden by the same
 * classes share a group.
 */
export function classConflicts(classes: string[]): Record<string, number[]> {
  // drops[x][y]: y, written after x, drops it (tailwind-merge keeps only the later one).
  const drops = classes.map((x) => classes.map((y) => twMerge(`${x} ${y}`) === y));
  const groupNumbers = new Map<string, number>();
  const group = drops.map((row) => {
    const key = row.map((d) => (d ? 1 : 0)).join('');
    if (!groupNumbers.has(key)) groupNumbers.set(key, groupNumbers.size);
    return groupNumbers.get(key)!;
  });
  return Object.fromEntries(
    classes.map((y, i) => {
      const overridden = new Set([group[i]!]);
      classes.forEach((_, j) => drops[j]![i] && overridden.add(group[j]!));
      return [y, [...overridden]];
    }),
  );
}

/** The file's text: one class per line. */
export function classConflictsJson(conflicts: Record<string, number[]>): string {
  const lines = Object.entries(conflicts).map(([c, groups]) => `  ${JSON.stringify(c)}: [${groups.join(', ')}]`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const conflicts = classConflicts(sourceClasses());
  writeFileSync(CLASS_CONFLICTS_FILE, classConflictsJson(conflicts));
  console.log(`${CLASS_CONFLICTS_FILE}: ${Object.keys(conflicts).length} classes`);
}
