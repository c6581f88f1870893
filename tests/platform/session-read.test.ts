import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signIn } from '../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// The session of a signed-in request is read with one prepared statement (src/server/auth/session-read.ts);
// what better-auth must act on still goes through better-auth. These check both paths from the outside.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Me = { user: { id: string; name: string; role: string } | null };
const me = async (cookie: string) => (await (await server.request('/api/me', { cookie })).json()) as Me;

const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
async function session(cookie: string) {
  const { rows } = await server.deps.db.execute<{ expires_at: string }>(
    sql`select expires_at from session where token = ${tokenOf(cookie)}`,
  );
  return rows[0] ? new Date(rows[0].expires_at) : null;
}
const DAY = 24 * 60 * 60 * 1000;

describe('reading the session of a request', () => {
  it('knows the signed-in user, and refuses the same token with a forged signature', async () => {
    const cookie = await signIn(server, { newName: 'Misty' });
    expect((await me(cookie)).user?.name).toBe('Misty');
    const forged = cookie.replace(/session_token=([^;.]+)\.[^;]+/, (_, t) => `session_token=${t}.${'A'.repeat(43)}=`);
    expect(forged).not.toBe(cookie);
    expect((await me(forged)).user).toBeNull();
  });

  it('refuses the genuine signature written in the URL-safe alphabet, as better-auth does', async () => {
    // A signature holds '+' or '/' three times in four; sign in until one does.
    let cookie = '';
    for (let i = 0; i < 20 && !/session_token=[^;.]+\.[^;]*(%2B|%2F|\+|\/)/.test(cookie); i++)
      cookie = await signIn(server, { newName: `Brock ${i}` });
    expect((await me(cookie)).user?.name).toMatch(/^Brock/);
    const urlSafe = cookie.replace(/(session_token=[^;.]+\.)([^;]+)/, (_, head: string, sig: string) => {
      const plain = decodeURIComponent(sig).replaceAll('+', '-').replaceAll('/', '_');
      return head + encodeURIComponent(plain);
    });
    expect(urlSafe).not.toBe(cookie);
    expect((await me(urlSafe)).user).toBeNull();
  });

  it('reads a quoted cookie value as better-auth does', async () => {
    const cookie = await signIn(server, { newName: 'Erika' });
    const quoted = cookie.replace(/session_token=([^;]+)/, (_, v: string) => `session_token="${v}"`);
    expect(quoted).not.toBe(cookie);
    expect((await me(quoted)).user?.name).toBe('Erika');
  });

  it('sees a role change and a deleted session on the very next request', async () => {
    const cookie = await signIn(server, { newName: 'Surge' });
    const { user } = await me(cookie);
    expect(user?.role).toBe('player');
    await server.deps.db.execute(sql`update "user" set role = 'staff' where id = ${user!.id}`);
    expect((await me(cookie)).user?.role).toBe('staff');
    await server.deps.db.execute(sql`delete from session where token = ${tokenOf(cookie)}`);
    expect((await me(cookie)).user).toBeNull();
  });

  it('an expired session is refused and removed (by better-auth)', async () => {
    const cookie = await signIn(server, { newName: 'Koga' });
    await server.deps.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where token = ${tokenOf(cookie)}`,
    );
    expect((await me(cookie)).user).toBeNull();
    expect(await session(cookie)).toBeNull();
  });

  it('a session used after a day is extended (by better-auth)', async () => {
    const cookie = await signIn(server, { newName: 'Sabrina' });
    // Signed in 2 days ago: 28 of its 30 days left, past the one-day refresh age.
    await server.deps.db.execute(
      sql`update session set expires_at = now() + interval '28 days' where token = ${tokenOf(cookie)}`,
    );
    expect((await me(cookie)).user?.name).toBe('Sabrina');
    const expires = await session(cookie);
    expect(expires!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});
