import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';

/** The content codings the server sends, best first. */
export type Encoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: they fit in one packet, and compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 5 gets most of the gain of 11 at a small share of its cost: right for answers made per request. */
const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_LEVEL = 6;

export function compressSync(data: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(data, BROTLI) : gzipSync(data, { level: GZIP_LEVEL });
}

// Browsers send the same few Accept-Encoding values over and over: parse each once. Bounded, since the
// header is the client's to choose.
const parsed = new Map<string, Encoding | null>();
const PARSED_MAX = 200;

/**
 * The coding to answer with, from the request's Accept-Encoding: the acceptable one with the highest
 * q-value, brotli on a tie; none when the client accepts neither (or sends no header).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let picked = parsed.get(acceptEncoding);
  if (picked === undefined) {
    picked = parseAcceptEncoding(acceptEncoding);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(acceptEncoding, picked);
  }
  return picked ?? undefined;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name === 'x-gzip' ? 'gzip' : name] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** A strong ETag names one representation: the compressed ones get their own, derived from the plain one's. */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** If-None-Match matches the plain ETag or one of its compressed variants: they all stand for the same data. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === encodedEtag(etag, 'br') || t === encodedEtag(etag, 'gzip');
  });
}

/** A Buffer as a response body (Buffers from node:zlib and node:fs are never on shared memory). */
export const asBody = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
