import type { Context, MiddlewareHandler } from 'hono';
import { CHANGE_POSITION_HEADER } from '../../domain/realtime/change-position.ts';
import { asBody, COMPRESS_MIN_BYTES, compress, encodedEtag, pickEncoding } from './compression.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './error-handler.ts';

type HeaderRecord = Record<string, string | string[]>;
/** What @hono/node-server keeps of a response it has not built yet: status, body and headers. */
type Parts = [number, unknown, HeaderRecord | Headers | undefined];

/** What a JSON answer needs (OWASP REST guidance): it is never a document, so it may load and frame nothing. */
export const API_SECURITY_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];

// @hono/node-server answers with a lightweight Response holding [status, body, headers] under a symbol;
// reading them there avoids building a full Response (and a Headers object) for every small answer.
// The symbol is @hono/node-server's own, not its API: kept because the public way costs too much. Reading
// the answer through Response (c.res.headers, then c.res.arrayBuffer() to learn its size, a new Response
// to send) and setting the headers with c.res.headers.set took /api/discord/online, in `npm run bench --
// public-read` (2 cores, two runs each, 2026-11-28), from 12,077 and 17,291 req/s (p99 50 and 15 ms;
// 0.50 and 0.70 of bare node:http) to 6,177 and 3,943 req/s (p99 43 and 148 ms; 0.21 and 0.18). If an
// upgrade of @hono/node-server drops the symbol, partsOf finds nothing and every JSON answer takes the
// public path below (the `!parts` branch and the outgoing headers): slower, still correct.
let partsKey: symbol | undefined;
function partsOf(res: Response): Parts | undefined {
  partsKey ??= Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const parts = partsKey ? (res as unknown as Record<symbol, unknown>)[partsKey] : undefined;
  return Array.isArray(parts) ? (parts as Parts) : undefined;
}

const headerOf = (headers: Parts[2], name: string): string | undefined => {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const key in headers) {
    if (key.length === name.length && key.toLowerCase() === name) {
      const value = headers[key]!;
      return Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return undefined;
};

/**
 * Every /api/ answer, after the route: JSON of COMPRESS_MIN_BYTES or more compressed (brotli, else gzip)
 * for clients that accept it, with `Vary: Accept-Encoding` either way; then the API security headers,
 * unless `secure` is false (the HTML API docs, which get the page policy). One async level for both.
 * A read's answer also says where the change feed stood when it began (domain/realtime/change-position.ts).
 */
export function apiAnswer(secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    // Taken before the route reads anything. The hot cache's answers qualify too: a cached body is current
    // until the feed reports a change to what it read, and it is dropped in the same turn.
    const position = secure && c.req.method === 'GET' ? (c as AppContext).get('deps').feed.position : undefined;
    await next();
    const compressing = compressJson(c);
    if (compressing) {
      try {
        await compressing;
      } catch (err) {
        c.res = await errorHandler(err as Error, c as AppContext);
      }
    }
    if (secure) addHeaders(c as AppContext, position);
  };
}

function addHeaders(c: AppContext, position: string | undefined) {
  const headers = partsOf(c.res)?.[2];
  // A route's own header object (c.json's): node:http writes it in one go, where headers set on the
  // Node response first make it merge the two, header by header.
  if (headers && !(headers instanceof Headers)) {
    for (const [name, value] of API_SECURITY_HEADERS) headers[name] = value;
    if (position) headers[CHANGE_POSITION_HEADER] = position;
    return;
  }
  // Under Node, on the outgoing response (node:http merges them into whatever is written, a stream too);
  // without it (app.request in tests), on the answer.
  const outgoing = c.env?.outgoing;
  const set =
    outgoing && !outgoing.headersSent ? outgoing.setHeader.bind(outgoing) : c.res.headers.set.bind(c.res.headers);
  for (const [name, value] of API_SECURITY_HEADERS) set(name, value);
  if (position) set(CHANGE_POSITION_HEADER, position);
}

/** Sends a JSON answer compressed where it should be; undefined (no await) when it goes as it is. */
function compressJson(c: Context): Promise<void> | undefined {
  const res = c.res;
  const parts = partsOf(res);
  const headers = parts ? parts[2] : res.headers;
  const type = headerOf(headers, 'content-type');
  if (!type?.startsWith('application/json')) return;
  // An answer that chose its coding itself (cached bodies are compressed once, not per request) is left as it is.
  if (headerOf(headers, 'content-encoding') || /accept-encoding/i.test(headerOf(headers, 'vary') ?? '')) return;
  if (!parts) {
    // read, so it is answered anew below even when small
    return res.body ? res.arrayBuffer().then((body) => send(c, Buffer.from(body), headers)) : undefined;
  }
  const body = parts[1];
  if (typeof body === 'string') {
    if (Buffer.byteLength(body) >= COMPRESS_MIN_BYTES) return send(c, Buffer.from(body), headers);
  } else if (body instanceof Uint8Array && body.byteLength >= COMPRESS_MIN_BYTES) {
    return send(c, Buffer.from(body.buffer, body.byteOffset, body.byteLength), headers);
  }
}

async function send(c: Context, bytes: Buffer, headers: Parts[2]) {
  const { status } = c.res;
  const encoding = bytes.length >= COMPRESS_MIN_BYTES ? pickEncoding(c.req.header('accept-encoding')) : undefined;
  const out = new Headers(headers instanceof Headers ? headers : toPairs(headers));
  if (bytes.length >= COMPRESS_MIN_BYTES) out.append('vary', 'Accept-Encoding');
  let sent = bytes;
  if (encoding) {
    sent = await compress(bytes, encoding);
    out.set('content-encoding', encoding);
    const etag = out.get('etag');
    if (etag) out.set('etag', encodedEtag(etag, encoding));
  }
  out.delete('content-length');
  c.res = undefined; // replace the answer rather than merge into it
  c.res = new Response(asBody(sent), { status, headers: out });
}

function toPairs(headers: HeaderRecord | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, v]);
  }
  return pairs;
}
