import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

/** A GET with an explicit Host header, as a browser sends it for the name the visitor typed. */
function get(server: TestServer, path: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('opening the site by another host name in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development' });
  });
  afterAll(() => server.close());

  it('sends a page visitor on 127.0.0.1 to the same path on the PUBLIC_URL host', async () => {
    const res = await get(server, '/leaderboard?season=1', `127.0.0.1:${server.port}`);
    expect([302, 307]).toContain(res.status);
    expect(res.location).toBe(`http://localhost:${server.port}/leaderboard?season=1`);
  });

  it('serves the page on the PUBLIC_URL host without a redirect', async () => {
    const res = await get(server, '/leaderboard', `localhost:${server.port}`);
    expect(res.location).toBeUndefined();
    expect([200, 503]).toContain(res.status); // 503 when the web app is not built
  });

  it('does not redirect API callers', async () => {
    for (const path of ['/api/health', '/api/game/v1/presence', '/api/discord/online']) {
      const res = await get(server, path, `127.0.0.1:${server.port}`);
      expect(res.location, path).toBeUndefined();
      expect(res.status, path).not.toBe(302);
      expect(res.status, path).not.toBe(307);
    }
  });
});

describe('outside development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'test' });
  });
  afterAll(() => server.close());

  it('serves pages on any host name', async () => {
    const res = await get(server, '/leaderboard', `127.0.0.1:${server.port}`);
    expect(res.location).toBeUndefined();
  });
});
