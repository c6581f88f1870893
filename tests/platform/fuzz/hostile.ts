import fc from 'fast-check';

/** JSON text put into a body as is: numbers JSON.stringify cannot write (-0, 1e309) and deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, but writing RawJson as its text and own `__proto__` keys like any other key. */
export function toJson(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${Array.from(v, toJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.keys(v).map((k) => `${JSON.stringify(k)}:${toJson((v as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

// A megabyte, over the 1 MB body limit once in JSON; and one just under it, so a field's own limit refuses it.
const MEGABYTE = 'a'.repeat(1 << 20);
const NEARLY_A_MEGABYTE = 'b'.repeat((1 << 20) - 4096);

// JSON.stringify writes a lone surrogate as the six characters \ud800: that is what the server receives.
const strings = [
  '',
  ' ',
  MEGABYTE,
  NEARLY_A_MEGABYTE,
  'x'.repeat(10_000),
  '\u0000',
  'abc\u0000def',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\u202e\u0301',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'true',
  'null',
  '0000-00-00',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '2024-02-30T25:61:61Z',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
  '"; drop table "user"; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff',
];

const numbers = [
  1e308,
  -1e308,
  5e-324,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  new RawJson('-0'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson(`1${'0'.repeat(400)}`),
];

const shapes = [
  null,
  true,
  false,
  [],
  [null],
  ['a', 1],
  {},
  { a: 1 },
  new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`),
];

/** A value that breaks a field: wrong type, absurd size, character, number or date. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...strings) },
  { weight: 3, arbitrary: fc.constantFrom(...numbers) },
  { weight: 2, arbitrary: fc.constantFrom(...shapes) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

export const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

/** Bodies that are not JSON, or not what their content type says. */
export const rawBody = fc.record({
  text: fc.constantFrom(
    '',
    '{',
    '{"a":',
    'nul',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    'NaN',
    '1e309',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    'a=1&b=2',
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n',
    '<xml/>',
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'multipart/form-data',
    'application/xml',
    null,
  ),
});

/** Path parameters that are not ids: empty-looking, encoded NUL and surrogates, traversal, huge. */
export const hostilePathParam = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%',
  '%25',
  '..%2F..%2Fadmin',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e308',
  'NaN',
  '%20',
  "'%20OR%201=1--",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
);
