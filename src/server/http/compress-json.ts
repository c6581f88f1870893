import type { MiddlewareHandler } from 'hono';
import { asBody, COMPRESS_MIN_BYTES, compress, encodedEtag, pickEncoding } from './compression.ts';

type HeaderRecord = Record<string, string | string[]>;
/** What @hono/node-server keeps of a response it has not built yet: status, body and headers. */
type Parts = [number, unknown, HeaderRecord | Headers | undefined];

// @hono/node-server answers with a lightweight Response holding [status, body, headers] under a symbol;
// reading them there avoids building a full Response (and a Headers object) for every small answer.
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
 * JSON answers of COMPRESS_MIN_BYTES or more go out compressed (brotli, else gzip) to clients that accept
 * it, with `Vary: Accept-Encoding` either way.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const parts = partsOf(res);
  const headers = parts ? parts[2] : res.headers;
  const type = headerOf(headers, 'content-type');
  if (!type?.startsWith('application/json')) return;
  // An answer that chose its coding itself (cached bodies are compressed once, not per request) is left as it is.
  if (headerOf(headers, 'content-encoding') || /accept-encoding/i.test(headerOf(headers, 'vary') ?? '')) return;
  let bytes: Buffer;
  if (parts) {
    const body = parts[1];
    if (typeof body === 'string') {
      if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return;
      bytes = Buffer.from(body);
    } else if (body instanceof Uint8Array) {
      if (body.byteLength < COMPRESS_MIN_BYTES) return;
      bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    } else return;
  } else {
    if (!res.body) return;
    bytes = Buffer.from(await res.arrayBuffer()); // read, so it is answered anew below even when small
  }
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
  c.res = new Response(asBody(sent), { status: res.status, headers: out });
};

function toPairs(headers: HeaderRecord | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, v]);
  }
  return pairs;
}
