import { expect, test } from 'vitest';
import { cn } from './cn';

test('a later Tailwind class overrides an earlier one it conflicts with', () => {
  expect(cn('p-6', 'p-4')).toBe('p-4');
  expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
  expect(cn('p-3', 'px-2')).toBe('p-3 px-2');
  expect(cn('text-sm text-muted-foreground', 'text-lg text-danger')).toBe('text-lg text-danger');
  expect(cn('hover:bg-muted bg-card', 'hover:bg-accent')).toBe('bg-card hover:bg-accent');
});

test('classes that do not conflict all stay, in order', () => {
  expect(cn('flex items-center gap-2', 'rounded-md border')).toBe('flex items-center gap-2 rounded-md border');
  // A class Tailwind does not know is kept as written, twice if written twice.
  expect(cn('card p-2', 'card')).toBe('card p-2 card');
});

test('cn takes what clsx takes: strings, objects, arrays, and skips falsy values', () => {
  expect(cn('p-6 pt-0', 'p-4', false, 'h-10 text-sm', null, 'h-auto text-danger')).toBe(
    'p-4 text-sm h-auto text-danger',
  );
  expect(cn(' px-2  card ', { 'p-3': true, hidden: false }, ['mt-1', undefined, ['mt-2']])).toBe('card p-3 mt-2');
  expect(cn(undefined, 0, '')).toBe('');
  expect(cn()).toBe('');
});
