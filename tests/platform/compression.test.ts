import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { createApp } from '../../src/server/app.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A server on a build of its own (made here, compressed by the build step), asked with node:http so the
// bytes on the wire are seen as they are: fetch would ask for and undo the compression itself.
let server: TestServer;
let webRoot: string;
const script = `console.log(${JSON.stringify('compressible '.repeat(400))});\n`;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'compression-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'export {};\n');
  await precompressDirectory(webRoot);
  server = await startTestServer({}, undefined, { webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function get(p: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const decode = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body).toString()
      : res.body.toString();

const BROWSER = 'gzip, deflate, br, zstd';

describe('compressed assets', () => {
  it('sends the brotli copy to a browser, gzip to a client without brotli, the file to one without either', async () => {
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['', undefined],
      ['identity', undefined],
    ] as const) {
      const res = await get('/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      if (encoding) expect(res.body.length).toBeLessThan(script.length / 10);
      expect(decode(res)).toBe(script);
    }
  });

  it('sends a small file as it is, with no Vary', async () => {
    const res = await get('/assets/tiny-abc123.js', { 'accept-encoding': BROWSER });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.toString()).toBe('export {};\n');
  });
});

describe('compressed JSON answers', () => {
  it("an answer made per request goes as it is, with the API's headers: compressing it is the proxy's job", async () => {
    const big = await get('/api/openapi.json', { 'accept-encoding': BROWSER });
    expect(big.headers['content-encoding']).toBeUndefined();
    expect(big.headers['content-security-policy']).toContain("default-src 'none'");
    expect(big.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(big.body.toString()).openapi).toBe('3.1.0');
  });

  it('the cached hot path answers compressed and plain, each correct, and 304 to either ETag', async () => {
    // Small while there are no leaders: sent as it is.
    const empty = await get('/api/gym-leaders', { 'accept-encoding': BROWSER });
    expect(empty.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 12; i++) {
      await makeGymLeader(server.deps.db, { displayName: `Leader number ${i} of the compression test` });
    }
    let leaders: unknown[] = [];
    for (let tries = 0; leaders.length < 12 && tries < 100; tries++) {
      await new Promise((r) => setTimeout(r, 50)); // the change feed's notice reaches the cache
      leaders = (JSON.parse(decode(await get('/api/gym-leaders'))) as { leaders: unknown[] }).leaders;
    }
    // Through the app (the route fills the cache; the server's listener answers from it after that).
    const app = createApp(server.deps, { webRoot });
    const plainJson = decode(await get('/api/gym-leaders'));
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['', null],
    ] as const) {
      const res = await app.request('/api/gym-leaders', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const raw = Buffer.from(await res.arrayBuffer());
      const body = { status: res.status, headers: { 'content-encoding': encoding ?? undefined }, body: raw };
      expect(decode(body)).toBe(plainJson);
    }
    for (let round = 0; round < 2; round++) {
      const plain = await get('/api/gym-leaders');
      const br = await get('/api/gym-leaders', { 'accept-encoding': BROWSER });
      const gzip = await get('/api/gym-leaders', { 'accept-encoding': 'gzip' });
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const res of [plain, br, gzip]) {
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(decode(res)).toBe(plain.body.toString());
      }
      expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
      for (const res of [plain, br, gzip]) {
        const again = await get('/api/gym-leaders', {
          'accept-encoding': BROWSER,
          'if-none-match': res.headers.etag as string,
        });
        expect(again.status).toBe(304);
      }
    }
  });
});
