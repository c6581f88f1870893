import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { observeRequests } from '../../src/server/metrics/request-id.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// Ours: the process's random prefix and a count.
const OURS = /^[0-9a-f]{12}-[0-9a-z]+$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the request id', () => {
  it("keeps the proxy's id when it is sane and echoes it; replaces one that is not", async () => {
    const id = (headers: Record<string, string>) =>
      server.request('/api/events', { headers }).then((r) => r.headers.get('x-request-id'));
    expect(await id({ 'x-request-id': 'caddy-3f2a.17:9' })).toBe('caddy-3f2a.17:9');
    const first = await id({});
    expect(first).toMatch(OURS);
    expect(await id({})).not.toBe(first);
    expect(await id({ 'x-request-id': 'two words' })).toMatch(OURS);
    expect(await id({ 'x-request-id': 'x'.repeat(129) })).toMatch(OURS);
  });

  it('is sent with answers the hot path gives before the app', async () => {
    await server.request('/api/leaderboard'); // the app answers and fills the cache
    const res = await server.request('/api/leaderboard', { headers: { 'x-request-id': 'hot-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('hot-1');
  });

  it("is on every line logged for the request: the app's own, and the request line at debug", async () => {
    const { lines, deps } = logging('debug');
    // A web root of its own: the tests run before the build, and an unbuilt app answers every page with 503.
    const webRoot = mkdtempSync(path.join(tmpdir(), 'request-id-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = createApp(deps, { webRoot });
    await listening(observeRequests(deps, getRequestListener(app.fetch)), async (url) => {
      const res = await fetch(`${url}/no-such-page`, { headers: { 'x-request-id': 'proxy-42' } });
      expect(res.status).toBe(404);
      const generated = await fetch(`${url}/another-missing-page`);
      const id = generated.headers.get('x-request-id');
      expect(id).toMatch(OURS);
      const refused = await fetch(`${url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.status).toBe(403);
      await new Promise((r) => setImmediate(r));
      expect(lines.map((l) => [l.msg, l.path, l.status, l.requestId])).toEqual([
        ['page not found', '/no-such-page', undefined, 'proxy-42'],
        ['request', '/no-such-page', 404, 'proxy-42'],
        ['page not found', '/another-missing-page', undefined, id],
        ['request', '/another-missing-page', 404, id],
        ['request', '/api/auth/sign-out', 403, refused.headers.get('x-request-id')],
      ]);
    });
  });

  it('logs at info only the requests that failed (5xx) or were slow, each with its id and route', async () => {
    const { lines, deps } = logging('info');
    const listener = observeRequests(
      deps,
      (req, res) => {
        if (req.url === '/broken') res.writeHead(500).end();
        else if (req.url === '/slow') setTimeout(() => res.end('late'), 60);
        else res.end('ok');
      },
      50,
    );
    await listening(listener, async (url) => {
      for (const p of ['/fine', '/broken', '/slow'])
        await fetch(`${url}${p}`, { headers: { 'x-request-id': `id${p.replace('/', '-')}` } });
      await new Promise((r) => setImmediate(r));
      expect(lines.map((l) => [l.level, l.msg, l.path, l.status, l.requestId])).toEqual([
        [50, 'request', '/broken', 500, 'id-broken'],
        [40, 'request', '/slow', 200, 'id-slow'],
      ]);
    });
  });
});

type Line = { level?: number; msg?: string; requestId?: string; path?: string; status?: number };

function logging(level: string) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  return { lines, deps: { ...server.deps, log: pino({ level }, sink) } };
}

async function listening(listener: RequestListener, use: (url: string) => Promise<void>) {
  const http: Server = createServer(listener);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  try {
    await use(`http://127.0.0.1:${(http.address() as { port: number }).port}`);
  } finally {
    await new Promise((r) => http.close(r));
  }
}
