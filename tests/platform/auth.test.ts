import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { authorizeAtDiscord, completeOAuth, signIn, startOAuth } from '../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function me(cookie: string) {
  const res = await server.request('/api/me', { cookie });
  return (await res.json()) as {
    user: { id: string; name: string; discordId: string } | null;
    minecraft: unknown;
    gymLeader: boolean;
  };
}

async function sessionCount() {
  const { rows } = await server.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from session`);
  return rows[0]!.n;
}

describe('Discord sign-in', () => {
  it('signs in through the redirect flow and creates the account from the Discord profile', async () => {
    const start = await startOAuth(server);
    expect(start.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.authorizeUrl.searchParams.get('state')).toBeTruthy();
    const callback = await authorizeAtDiscord(start, { newName: 'Brock' });
    const { res, cookies } = await completeOAuth(server, start, callback);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const body = await me(cookies);
    expect(body.user?.name).toBe('Brock');
    expect(body.user?.discordId).toMatch(/^\d{18}$/);
    expect(body.minecraft).toBeNull();
    expect(body.gymLeader).toBe(false);
  });

  it('says whether the account leads a gym, and nothing of the kind when signed out', async () => {
    const cookie = await signIn(server, { newName: 'Misty Leader' });
    const { user } = await me(cookie);
    expect((await me(cookie)).gymLeader).toBe(false);
    await makeGymLeader(server.deps.db, { userId: user!.id, displayName: 'Misty Leader', element: 'water' });
    expect((await me(cookie)).gymLeader).toBe(true);
    expect(await me('')).toEqual({ user: null, minecraft: null, gymLeader: false });
  });

  it('signing in again reuses the same account', async () => {
    const first = await me(await signIn(server, { newName: 'Erika' }));
    const second = await me(await signIn(server, { newName: 'Erika' }));
    expect(second.user?.id).toBe(first.user?.id);
  });

  it('rejects a forged state and creates no session', async () => {
    const before = await sessionCount();
    const start = await startOAuth(server);
    const callback = await authorizeAtDiscord(start, { newName: 'Mallory' });
    callback.searchParams.set('state', 'forged-state-value');
    const { res, cookies } = await completeOAuth(server, start, callback);
    expect(res.headers.get('location')).toContain('error');
    expect((await me(cookies)).user).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('rejects a reused authorization code', async () => {
    const start = await startOAuth(server);
    const callback = await authorizeAtDiscord(start, { newName: 'Replay' });
    await completeOAuth(server, start, callback);
    const before = await sessionCount();
    // The same code again, with a fresh state of the attacker's own.
    const second = await startOAuth(server);
    const replay = new URL(callback);
    replay.searchParams.set('state', second.authorizeUrl.searchParams.get('state')!);
    const { res, cookies } = await completeOAuth(server, second, replay);
    expect(res.headers.get('location')).toContain('error');
    expect((await me(cookies)).user).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('rejects a wrong PKCE verifier', async () => {
    const before = await sessionCount();
    const start = await startOAuth(server);
    const callback = await authorizeAtDiscord(start, { newName: 'NoPkce' });
    // Swap the stored verifier for another: the token exchange must then fail at Discord.
    await server.deps.db.execute(
      sql`update verification set value = regexp_replace(value, '"codeVerifier":"[^"]+"', '"codeVerifier":"wrong-verifier-wrong-verifier-wrong-verifier"')`,
    );
    const { res, cookies } = await completeOAuth(server, start, callback);
    expect(res.headers.get('location')).toContain('error');
    expect((await me(cookies)).user).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it('signs out', async () => {
    const cookie = await signIn(server, { newName: 'Leaving' });
    const res = await server.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(res.status).toBe(200);
    expect((await me(cookie)).user).toBeNull();
  });
});
