import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authorizeAtDiscord, completeOAuth, signIn, startOAuth } from '../setup/sign-in.ts';
import { freePort } from '../setup/free-port.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server, { newName: 'Misty' });
});
afterAll(() => server.close());

describe("better-auth's own endpoints", () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: 'Professor Oak', image: 'javascript:alert(1)' }],
    ['GET', '/api/auth/get-access-token?providerId=discord', undefined],
    ['POST', '/api/auth/get-access-token', { providerId: 'discord' }],
    ['GET', '/api/auth/list-accounts', undefined],
    ['POST', '/api/auth/change-email', { newEmail: 'oak@example.test' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/link-social', { provider: 'discord' }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/sign-in/oauth2', { providerId: 'discord' }],
    // The app reads who is signed in from /api/me; this one handed page scripts the raw token, IP and user agent.
    ['GET', '/api/auth/get-session', undefined],
  ])('%s %s is not there (404) and changes nothing', async (method, path, json) => {
    const res = await server.request(path, { method, cookie, json });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const me = (await (await server.request('/api/me', { cookie })).json()) as {
      user: { name: string; image: unknown };
    };
    expect(me.user.name).toBe('Misty');
    expect(me.user.image).not.toBe('javascript:alert(1)');
  });

  it('keeps the session, the user and the Discord account rows', async () => {
    const { rows } = await server.deps.db.execute<{ n: number }>(
      sql`select (select count(*) from "user" where name = 'Misty')::int
        + (select count(*) from account)::int as n`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('still signs in, reads the session and signs out', async () => {
    const fresh = await signIn(server, { newName: 'Surge' });
    const session = await server.request('/api/me', { cookie: fresh });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Surge');
    const out = await server.request('/api/auth/sign-out', { method: 'POST', cookie: fresh, json: {} });
    expect(out.status).toBe(200);
    const after = (await (await server.request('/api/me', { cookie: fresh })).json()) as { user: unknown };
    expect(after.user).toBeNull();
  });

  it('lists the endpoints that stay in the OpenAPI document, and only those', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const auth = Object.keys(doc.paths)
      .filter((p) => p.startsWith('/api/auth/'))
      .sort();
    expect(auth).toEqual(['/api/auth/callback/discord', '/api/auth/sign-in/social', '/api/auth/sign-out']);
  });
});

describe("the session's daily refresh", () => {
  it('extends a session used after a day and sends the browser its new cookie', async () => {
    const fresh = await signIn(server, { newName: 'Erika' });
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(fresh)![1]!).split('.')[0]!;
    // Signed in two days ago: 28 of its 30 days left, so it is due for its refresh.
    await server.deps.db.execute(
      sql`update session set expires_at = now() + interval '28 days' where token = ${token}`,
    );
    const res = await server.request('/api/me', { cookie: fresh });
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe('Erika');
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const { rows } = await server.deps.db.execute<{ days: number }>(
      sql`select extract(epoch from expires_at - now()) / 86400 as days from session where token = ${token}`,
    );
    expect(Number(rows[0]!.days)).toBeGreaterThan(29.9);
  });
});

describe('cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https, though NODE_ENV is not production', async () => {
    const port = await freePort();
    const https = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: 'https://league.example',
      DISCORD_BASE_URL: `http://127.0.0.1:${port}/dev/discord`,
    });
    try {
      const started = await https.request('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'discord' },
      });
      const state = started.headers.getSetCookie().find((c) => c.includes('state='));
      expect(state).toMatch(/; Secure/i);
      const start = await startOAuth(https);
      const callback = await authorizeAtDiscord(start, { newName: 'Sabrina' });
      const { res } = await completeOAuth(https, start, callback);
      expect(res.status).toBe(302);
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await https.close();
    }
  });
});
