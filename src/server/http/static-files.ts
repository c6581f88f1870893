import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  asBody,
  COMPRESS_MIN_BYTES,
  compressSync,
  encodedEtag,
  etagMatches,
  pickEncoding,
  type Encoding,
} from './compression.ts';

/** A file of the build, held in memory with the compressed copies the build wrote beside it. */
export interface StaticFile {
  type: string;
  etag: string;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** A text answer (a page's HTML) with its compressed copies, made once. */
export function staticText(text: string, type: string): StaticFile {
  const plain = Buffer.from(text);
  const encoded: StaticFile['encoded'] = {};
  if (plain.length >= COMPRESS_MIN_BYTES) for (const e of ['br', 'gzip'] as const) encoded[e] = compressSync(plain, e);
  return { type, etag: etagOf(plain), plain, encoded };
}

/**
 * Every file under `root` by URL path ("/assets/index-abc.js"), read once at start: the build does not
 * change while the server runs. `x.br` and `x.gz` are not files of their own but the codings of `x`.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // A directory named with a dot holds the build's own files (its manifest, the page renderer), not the site's.
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(full);
      } else if (!/\.(br|gz)$/.test(entry.name) && statSync(full).isFile()) files.set(urlPath(root, full), load(full));
    }
  };
  walk(root);
  return files;
}

function load(file: string): StaticFile {
  const plain = readFileSync(file);
  const type = getMimeType(file) ?? 'application/octet-stream';
  const encoded: StaticFile['encoded'] = {};
  if (COMPRESSIBLE.test(type)) {
    for (const e of ['br', 'gzip'] as const) {
      if (existsSync(file + SUFFIX[e])) encoded[e] = readFileSync(file + SUFFIX[e]);
    }
  }
  return { type, etag: etagOf(plain), plain, encoded };
}

const urlPath = (root: string, file: string) => '/' + path.relative(root, file).split(path.sep).join('/');
const etagOf = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/**
 * Answers a file in the coding the request accepts (brotli first), with `Vary: Accept-Encoding` when it
 * has compressed copies, its ETag (304 when the browser has it) and the given cache policy.
 */
export function sendStaticFile(
  c: Parameters<MiddlewareHandler>[0],
  file: StaticFile,
  cacheControl: string,
  status: 200 | 404 = 200,
): Response {
  const compressed = file.encoded.br !== undefined || file.encoded.gzip !== undefined;
  const picked = compressed ? pickEncoding(c.req.header('accept-encoding')) : undefined;
  const encoding = picked && file.encoded[picked] ? picked : undefined;
  const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': cacheControl };
  if (compressed) headers.vary = 'Accept-Encoding';
  if (status === 200) {
    headers.etag = encoding ? encodedEtag(file.etag, encoding) : file.etag;
    if (etagMatches(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
  }
  if (encoding) headers['content-encoding'] = encoding;
  const bytes = encoding ? file.encoded[encoding]! : file.plain;
  if (c.req.method === 'HEAD') {
    headers['content-length'] = String(bytes.length);
    return c.body(null, status, headers);
  }
  return c.body(asBody(bytes), status, headers);
}
