import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.1) the API's request bodies use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  example?: unknown;
}

export type Components = Record<string, JsonSchema>;

const deref = (s: JsonSchema, components: Components): JsonSchema =>
  s.$ref ? deref(components[s.$ref.replace('#/components/schemas/', '')] ?? {}, components) : s;

// Plain words and dates near today: a valid value should pass the schema's own refinements (trimmed,
// no control characters, dates within a sane window), so a mutation is what the server refuses.
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const YEAR_MS = 365 * 24 * 3600 * 1000;
const nearToday = fc.date({
  min: new Date(Date.now() - YEAR_MS),
  max: new Date(Date.now() + YEAR_MS),
  noInvalidDate: true,
});

function text(s: JsonSchema, name: string): fc.Arbitrary<string> {
  // Refinements the document does not show: an email field wants an address; an example is valid.
  if (/email/i.test(name)) return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (/^minecraft(Username|Name)$/.test(name)) return fc.stringMatching(/^[A-Za-z0-9_]{3,16}$/);
  if (typeof s.example === 'string') return fc.constant(s.example);
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 40);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return nearToday.map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) {
    const within = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(s.pattern)).filter(within);
  }
  return fc.string({ unit: letter, minLength: min, maxLength: max });
}

/**
 * Values that the schema accepts (or nearly: formats and patterns are followed where the API uses
 * them), so that a mutation of one of them reaches past the first check to the one it breaks.
 */
export function validValue(schema: JsonSchema, components: Components, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const s = deref(schema, components);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => validValue(v, components, depth + 1)));
  if (s.allOf)
    return validValue(Object.assign({}, ...s.allOf.map((p) => deref(p, components))), components, depth, name);
  const types = Array.isArray(s.type) ? s.type : [s.type ?? (s.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((t) => ofType(t, s, components, depth, name)));
}

function ofType(
  type: string,
  s: JsonSchema,
  components: Components,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, minLength + 3);
      return fc.array(validValue(s.items ?? {}, components, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (!s.properties || depth > 6) return fc.constant({});
      const record = Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, validValue(v, components, depth + 1, k)]),
      );
      return fc.record(record, { requiredKeys: s.required ?? [] });
    }
    default:
      return text(s, name);
  }
}
