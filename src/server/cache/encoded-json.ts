import { COMPRESS_MIN_BYTES, compressSync, encodedEtag, pickEncoding, type Encoding } from '../http/compression.ts';
import type { JsonBody } from './hot-cache.ts';

/** One way to send a cached body: its bytes, ETag and, when compressed, the coding. */
export interface JsonVariant {
  bytes: Buffer;
  etag: string;
  encoding?: Encoding;
  /** Whether the body is large enough to be sent compressed to clients that accept it (then `Vary` applies). */
  varies: boolean;
}

const variants = new WeakMap<JsonBody, Partial<Record<Encoding | 'identity', JsonVariant>>>();

/**
 * The variant of a cached body for a request's Accept-Encoding. Each is made once per cached body (a
 * body lives until a change to what it depends on), so answering from the cache never compresses.
 */
export function jsonVariant(body: JsonBody, acceptEncoding: string | undefined): JsonVariant {
  let byEncoding = variants.get(body);
  if (!byEncoding) {
    byEncoding = {};
    variants.set(body, byEncoding);
  }
  const identity = (byEncoding.identity ??= {
    bytes: Buffer.from(body.json),
    etag: body.etag,
    varies: Buffer.byteLength(body.json) >= COMPRESS_MIN_BYTES,
  });
  const encoding = identity.varies ? pickEncoding(acceptEncoding) : undefined;
  if (!encoding) return identity;
  return (byEncoding[encoding] ??= {
    bytes: compressSync(identity.bytes, encoding),
    etag: encodedEtag(body.etag, encoding),
    encoding,
    varies: true,
  });
}
