import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { startOAuth } from '../setup/sign-in.ts';

const write = (server: TestServer, forwardedFor: string) =>
  server.request('/api/auth/sign-out', { method: 'POST', json: {}, headers: { 'x-forwarded-for': forwardedFor } });

const signInStart = (server: TestServer, forwardedFor: string) =>
  server.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'discord', callbackURL: '/' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const keysLike = async (server: TestServer, pattern: string) =>
  (await server.deps.db.$client.query<{ key: string }>('select key from rate_limits where key like $1', [pattern])).rows
    .map((r) => r.key)
    .sort();

describe('behind one trusted proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: 'true',
      RATE_LIMIT_IP_PER_MINUTE: '3',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
    });
  });
  afterAll(() => server.close());

  it('counts the address the proxy added, so a forged X-Forwarded-For entry does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await write(server, `203.0.113.${i}, 198.51.100.7`)).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(await keysLike(server, 'ip:%')).toEqual(['ip:198.51.100.7']);
  });

  it('still lets a visitor sign in after their address went over the write limit', async () => {
    for (let i = 0; i < 4; i++) await write(server, '198.51.100.20');
    expect((await write(server, '198.51.100.20')).status).toBe(429);
    const res = await signInStart(server, '198.51.100.20');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toContain('/oauth2/authorize');
  });

  it('limits sign-in attempts per address with their own setting, without counting them as writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signInStart(server, '198.51.100.30')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const last = await signInStart(server, '198.51.100.30');
    expect(await last.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Please wait a minute and try again.' },
    });
    expect(await keysLike(server, '%198.51.100.30')).toEqual(['sign-in:198.51.100.30']);
    // Writes from that address are still allowed: sign-in has its own counter.
    expect((await write(server, '198.51.100.30')).status).not.toBe(429);
  });

  it('counts the OAuth callback against the sign-in limit too', async () => {
    const start = await startOAuth(server);
    const res = await server.request('/api/auth/callback/discord?code=x&state=y', {
      cookie: start.cookies,
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(res.status).not.toBe(429);
    expect(await keysLike(server, '%198.51.100.40')).toEqual(['sign-in:198.51.100.40']);
  });
});

describe('behind two trusted proxies (TRUST_PROXY=2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '2', RATE_LIMIT_IP_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('takes the entry the outer proxy added, second from the right', async () => {
    for (let i = 1; i <= 4; i++) await write(server, `203.0.113.${i}, 198.51.100.8, 10.0.0.2`);
    expect((await write(server, '203.0.113.99, 198.51.100.8, 10.0.0.3')).status).toBe(429);
    expect(await keysLike(server, 'ip:%')).toEqual(['ip:198.51.100.8']);
  });
});

describe('pruning the rate_limits table', () => {
  it('deletes expired windows and keeps current ones', async () => {
    const url = await createTestDatabaseUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`insert into rate_limits (key, window_start, count)
      select 'ip:old-' || i, now() - interval '2 hours', 1 from generate_series(1, 500) i`);
    await client.query(`insert into rate_limits (key, window_start, count) values ('ip:current', now(), 1)`);
    await client.end();
    // Background jobs start with the server.
    const server = await startTestServer({}, url);
    try {
      const count = async () =>
        Number((await server.deps.db.$client.query('select count(*) from rate_limits')).rows[0].count);
      const deadline = Date.now() + 5000;
      while ((await count()) > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await keysLike(server, '%')).toEqual(['ip:current']);
    } finally {
      await server.close();
    }
  });
});
