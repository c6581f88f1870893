import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { observeRequests } from '../../src/server/metrics/request-id.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    expect(await id({})).toMatch(UUID);
    expect(await id({ 'x-request-id': 'two words' })).toMatch(UUID);
    expect(await id({ 'x-request-id': 'x'.repeat(129) })).toMatch(UUID);
  });

  it('is sent with answers the hot path gives before the app', async () => {
    await server.request('/api/leaderboard'); // the app answers and fills the cache
    const res = await server.request('/api/leaderboard', { headers: { 'x-request-id': 'hot-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('hot-1');
  });

  it("is on every line logged for the request, the app's own and the request line", async () => {
    const lines: { msg?: string; requestId?: string; path?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const deps = { ...server.deps, log: pino({ level: 'info' }, sink) };
    // A web root of its own: the tests run before the build, and an unbuilt app answers every page with 503.
    const webRoot = mkdtempSync(path.join(tmpdir(), 'request-id-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = createApp(deps, { webRoot });
    const http: Server = createServer(observeRequests(deps, getRequestListener(app.fetch)));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    try {
      const { port } = http.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/no-such-page`, { headers: { 'x-request-id': 'proxy-42' } });
      expect(res.status).toBe(404);
      const generated = await fetch(`http://127.0.0.1:${port}/another-missing-page`);
      const id = generated.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      await new Promise((r) => setImmediate(r));
      expect(lines.map((l) => [l.msg, l.path, l.requestId])).toEqual([
        ['page not found', '/no-such-page', 'proxy-42'],
        ['request', '/no-such-page', 'proxy-42'],
        ['page not found', '/another-missing-page', id],
        ['request', '/another-missing-page', id],
      ]);
    } finally {
      await new Promise((r) => http.close(r));
    }
  });
});
