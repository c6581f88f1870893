import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { expect, test } from 'vitest';
import { CLASS_CONFLICTS_FILE, classConflicts, sourceClasses } from '../../../scripts/web-build/class-conflicts';
import { cn } from './cn';

const classes = sourceClasses();

test('the class conflicts cn looks up are those of the classes the source uses now', () => {
  expect(classes.length).toBeGreaterThan(300);
  const current = JSON.parse(readFileSync(CLASS_CONFLICTS_FILE, 'utf8')) as unknown;
  expect(current, `${CLASS_CONFLICTS_FILE} is out of date: run npm run classes`).toEqual(classConflicts(classes));
});

test('cn merges every pair of the classes the source uses as tailwind-merge does', () => {
  const differ: string[] = [];
  for (const a of classes) for (const b of classes) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
  expect(differ).toEqual([]);
});

test('cn merges longer lists as tailwind-merge does', () => {
  // A fixed sequence of pseudo-random picks (a linear congruential generator), so a failure repeats.
  let seed = 1;
  const pick = () => classes[(seed = (seed * 48271) % 2147483647) % classes.length]!;
  const differ: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const list = [pick(), pick(), pick(), 'not-a-tailwind-class', pick(), pick()].join(' ');
    if (cn(list) !== twMerge(list)) differ.push(list);
  }
  expect(differ).toEqual([]);
});

test('a later class overrides an earlier one of its group; anything else stays, in order', () => {
  expect(cn('p-6 pt-0', 'p-4', false, 'h-10 text-sm', null, 'h-auto text-danger')).toBe(
    'p-4 text-sm h-auto text-danger',
  );
  expect(cn(' px-2  card ', { 'p-3': true, hidden: false }, ['card', undefined])).toBe('card p-3 card');
  expect(cn()).toBe('');
});
