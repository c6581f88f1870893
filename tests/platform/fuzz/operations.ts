import fc from 'fast-check';
import { hostilePathParam, hostileValue, rawBody, toJson } from './hostile.ts';
import { mutate, mutation } from './mutate.ts';
import { validValue, type Components, type JsonSchema } from './schema-values.ts';

export interface Operation {
  method: string;
  path: string; // OpenAPI template: /api/x/{id}
  params: { name: string; schema: JsonSchema }[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Components };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const MUTATING = ['post', 'put', 'patch', 'delete'];
// Fuzzed elsewhere: better-auth's own endpoints, and the Stripe webhook (with signed events).
const SKIPPED = /^\/api\/(auth\/|stripe\/webhook$)/;

/** Every mutating operation of the OpenAPI document, but those fuzzed elsewhere. */
export function mutatingOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => MUTATING.includes(method) && !SKIPPED.test(path))
      .map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const multipart = content['multipart/form-data']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
          body: json
            ? { kind: 'json' as const, schema: json }
            : multipart
              ? { kind: 'multipart' as const, schema: multipart }
              : null,
        };
      }),
  );
}

export interface FuzzRequest {
  path: string;
  body?: string | FormData;
  contentType?: string;
}

/** Ids of rows that exist, so that a valid-looking path parameter sometimes finds one. */
export type KnownIds = { uuids: string[]; strings: string[] };

function pathParam(schema: JsonSchema, components: Components, known: KnownIds): fc.Arbitrary<string> {
  const pool = schema.format === 'uuid' ? known.uuids : schema.type === 'string' && !schema.enum ? known.strings : [];
  const valid = fc.oneof(
    { weight: 1, arbitrary: validValue(schema, components).map((v) => encodeURIComponent(String(v))) },
    ...(pool.length ? [{ weight: 2, arbitrary: fc.constantFrom(...pool) }] : []),
  );
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostilePathParam });
}

function jsonBody(schema: JsonSchema, components: Components): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const json = (v: unknown) => ({ body: toJson(v), contentType: 'application/json' });
  const valid = validValue(schema, components);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => json(mutate(v, ms))),
    },
    { weight: 1, arbitrary: valid.map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: rawBody.map(({ text, contentType }) => ({ body: text, contentType: contentType ?? undefined })),
    },
  );
}

function multipartBody(schema: JsonSchema): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const fields = Object.keys(schema.properties ?? {});
  const part = fc.oneof(
    hostileValue.map((v) => (typeof v === 'string' ? v : toJson(v))),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => new Blob([bytes], { type: 'application/zip' })),
  );
  const form = fc
    .array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'other'), part), { maxLength: 4 })
    .map((parts) => {
      const data = new FormData();
      for (const [name, value] of parts) {
        if (typeof value === 'string') data.append(name, value);
        else data.append(name, value, 'upload.zip');
      }
      return { body: data };
    });
  return fc.oneof(
    form,
    rawBody.map(({ text, contentType }) => ({ body: text, contentType: contentType ?? undefined })),
  );
}

/** Requests to one operation: path parameters valid or hostile, bodies broken one way or another. */
export function fuzzRequest(op: Operation, components: Components, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.params.map((p) => pathParam(p.schema, components, known)));
  const body: fc.Arbitrary<Omit<FuzzRequest, 'path'>> = !op.body
    ? fc.oneof(fc.constant({}), jsonBody({}, components))
    : op.body.kind === 'json'
      ? jsonBody(op.body.schema, components)
      : multipartBody(op.body.schema);
  return fc.tuple(params, body).map(([values, b]) => ({
    path: op.params.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]!), op.path),
    ...b,
  }));
}
