import fc from 'fast-check';
import { hostileValue, pollutingKey, RawJson } from './hostile.ts';

/** One change to a valid body, at the node numbered `at` (modulo the number of nodes). */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown } // wrong type, absurd value
  | { kind: 'delete'; at: number } // a missing (maybe required) field
  | { kind: 'wrap'; at: number } // an array where a scalar or object goes
  | { kind: 'addKey'; at: number; key: string; value: unknown }; // __proto__, constructor, unknown fields

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.oneof(pollutingKey, fc.string({ maxLength: 8 }), fc.constantFrom('', '\u0000', '\ud800')),
      value: fc.oneof(hostileValue, fc.constant({ role: 'admin', isAdmin: true })),
    }),
  },
);

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

function slots(v: unknown, into: Slot[] = []): Slot[] {
  if (v && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype)) {
    for (const key of Object.keys(v)) {
      const k = Array.isArray(v) ? Number(key) : key;
      into.push({ parent: v as Slot['parent'], key: k });
      slots((v as Record<string, unknown>)[key], into);
    }
  }
  return into;
}

/** An own, enumerable key, even `__proto__` (a plain assignment would set the prototype instead). */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// Hostile values are shared constants: a later mutation must not change them for the next body.
const copy = (v: unknown) => (v instanceof RawJson ? v : structuredClone(v));

/** The body with the mutations applied; the root itself can be replaced or wrapped. */
export function mutate(body: unknown, mutations: Mutation[]): unknown {
  const root = { body: structuredClone(body) };
  for (const m of mutations) {
    const all: Slot[] = [{ parent: root, key: 'body' }, ...slots(root.body)];
    const slot = all[m.at % all.length]!;
    const current = (slot.parent as Record<string | number, unknown>)[slot.key];
    if (m.kind === 'replace') setOwn(slot.parent, slot.key, copy(m.value));
    else if (m.kind === 'wrap') setOwn(slot.parent, slot.key, [current]);
    else if (m.kind === 'delete' && slot.parent !== root) {
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else delete slot.parent[slot.key];
    } else if (m.kind === 'addKey') {
      const target = current && typeof current === 'object' && !Array.isArray(current) ? current : slot.parent;
      if (target !== root && !Array.isArray(target)) setOwn(target, m.key, copy(m.value));
    }
  }
  return root.body;
}
