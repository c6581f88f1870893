import { clsx, type ClassValue } from 'clsx';
import conflicts from './class-conflicts.json';

// For each Tailwind class the source uses: its group's number, then the numbers of the groups it overrides.
// Worked out with tailwind-merge at development time (npm run classes; cn.test.ts keeps it current), so the
// browser only looks them up: no merger to load, nor a lookup of every class group to build on the first call.
const GROUPS = new Map<string, number[]>(Object.entries(conflicts));

/** The classes joined; of two Tailwind classes in conflict (`p-6`, then `p-4`) only the later stays, as twMerge does. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = MERGED.get(joined);
  if (merged === undefined) {
    if (MERGED.size >= MERGED_KEPT) MERGED.clear();
    MERGED.set(joined, (merged = merge(joined)));
  }
  return merged;
}

// A list of fifty rows asks for the same few class lists hundreds of times: each is merged once.
const MERGED = new Map<string, string>();
const MERGED_KEPT = 2000;

function merge(joined: string): string {
  const classes = joined.split(/\s+/);
  const overridden = new Set<number>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const groups = GROUPS.get(name);
    if (!name || (groups && overridden.has(groups[0]!))) continue;
    for (const group of groups ?? []) overridden.add(group);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
