import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, player, rows, signedInUser, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

async function newCode(cookie: string) {
  const res = await server.request('/api/link-codes', { method: 'POST', cookie });
  return {
    status: res.status,
    body: (await res.json()) as { code: string; command: string; expires_at: string; error?: { message: string } },
  };
}

const me = async (cookie: string) =>
  (await (await server.request('/api/me', { cookie })).json()) as { minecraft: { uuid: string; name: string } | null };

describe('link codes on the site', () => {
  it('needs a signed-in user', async () => {
    const res = await server.request('/api/link-codes', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('answers a long single-use code, the /link command and an expiry 10 minutes away', async () => {
    const { cookie } = await signedInUser(server, 'Ash');
    const { status, body } = await newCode(cookie);
    expect(status).toBe(201);
    expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(body.command).toBe(`/link ${body.code}`);
    const minutes = (Date.parse(body.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10.01);
  });

  it('uses the configured lifetime when LINK_CODE_TTL_MINUTES is set', async () => {
    const short = await startTestServer(
      { LINK_CODE_TTL_MINUTES: '3' },
      server.deps.db.$client.options.connectionString,
    );
    try {
      const { cookie } = await signedInUser(short, 'Hasty');
      const res = await short.request('/api/link-codes', { method: 'POST', cookie });
      const minutes = (Date.parse(((await res.json()) as { expires_at: string }).expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(2.5);
      expect(minutes).toBeLessThanOrEqual(3.01);
    } finally {
      await short.close();
    }
  });

  it('keeps one live code per user: a new code replaces the unused one', async () => {
    const { cookie, id } = await signedInUser(server, 'Brock');
    const first = await newCode(cookie);
    const second = await newCode(cookie);
    const live = await rows(server, sql`select code from link_codes where user_id = ${id}`);
    expect(live.map((r) => r.code)).toEqual([second.body.code]);
    expect((await game.call('POST', '/link/redeem', { code: first.body.code, ...player() })).status).toBe(404);
  });

  it('limits how many codes a user asks for', async () => {
    const { cookie } = await signedInUser(server, 'Greedy');
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await newCode(cookie)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('redeeming a code in game', () => {
  it('links the Minecraft account to the site account once', async () => {
    const { cookie, id } = await signedInUser(server, 'Misty');
    const { body } = await newCode(cookie);
    const mc = player('Misty');
    const res = await game.call('POST', '/link/redeem', {
      code: body.code.toLowerCase(),
      uuid: mc.uuid.toUpperCase(),
      name: mc.name,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: mc.uuid, name: mc.name, site_user: { id, name: 'Misty' } });
    expect(await me(cookie)).toMatchObject({ minecraft: { uuid: mc.uuid, name: mc.name } });
    const [code] = await rows(server, sql`select used_at, used_by_uuid from link_codes where code = ${body.code}`);
    expect(code!.used_at).not.toBeNull();
    expect(code!.used_by_uuid).toBe(mc.uuid);

    const again = await game.call('POST', '/link/redeem', { code: body.code, ...mc });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already been used/);
    // Linked accounts cannot ask for another code.
    const more = await newCode(cookie);
    expect(more.status).toBe(409);
    expect(more.body.error?.message).toContain(mc.name);
  });

  it('refuses an unknown or expired code and writes nothing', async () => {
    const mc = player();
    const unknown = await game.call('POST', '/link/redeem', { code: 'ABCDEFGHJK', ...mc });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/Unknown link code/);

    const { cookie } = await signedInUser(server, 'Late');
    const { body } = await newCode(cookie);
    await server.deps.db.execute(
      sql`update link_codes set expires_at = now() - interval '1 second' where code = ${body.code}`,
    );
    const expired = await game.call('POST', '/link/redeem', { code: body.code, ...mc });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toMatch(/expired/);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${mc.uuid}`)).toEqual([]);
  });

  it('refuses a Minecraft account linked elsewhere and a site account already linked', async () => {
    const first = await signedInUser(server, 'Gary');
    const mc = player('Gary');
    await game.call('POST', '/link/redeem', { code: (await newCode(first.cookie)).body.code, ...mc });

    const second = await signedInUser(server, 'Impostor');
    const code = (await newCode(second.cookie)).body.code;
    const res = await game.call('POST', '/link/redeem', { code, ...mc });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/already linked to another site account/);
    expect(await me(second.cookie)).toMatchObject({ minecraft: null });

    // A site account that got linked after asking for its code cannot link a second account.
    const third = await signedInUser(server, 'Twice');
    const a = (await newCode(third.cookie)).body.code;
    await server.deps.db.execute(
      sql`insert into minecraft_accounts (uuid, name, user_id) values (gen_random_uuid(), 'OtherAlt', ${third.id})`,
    );
    const twice = await game.call('POST', '/link/redeem', { code: a, ...player() });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/site account is already linked to the Minecraft account OtherAlt/);
  });

  it('lets only one of two simultaneous redemptions of a code succeed', async () => {
    const { cookie } = await signedInUser(server, 'Racer');
    const code = (await newCode(cookie)).body.code;
    const [a, b] = [player(), player()];
    const results = await Promise.all([a, b].map((p) => game.call('POST', '/link/redeem', { code, ...p })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await rows(
        server,
        sql`select 1 from minecraft_accounts where uuid in (${a.uuid}, ${b.uuid}) and user_id is not null`,
      ),
    ).toHaveLength(1);
  });

  it('rejects bad bodies with the fields named', async () => {
    const bad = await game.call('POST', '/link/redeem', { code: 'X', uuid: 'not-a-uuid', name: 'bad name!' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['uuid', 'name']));
    expect((await game.call('POST', '/link/redeem', '{"code":')).status).toBe(400);
  });

  it('limits guessing: a player gets 10 tries per 10 minutes', async () => {
    const mc = player();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await game.call('POST', '/link/redeem', { code: `GUESS${i}AAAA`, ...mc })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('updates the stored name when the player renamed; the UUID stays the identity', async () => {
    const { cookie } = await signedInUser(server, 'Renamer');
    const mc = player('Old');
    await game.call('POST', '/link/redeem', { code: (await newCode(cookie)).body.code, ...mc });
    const b = player();
    await game.call('POST', '/matches', {
      id: 'rename-1',
      kind: 'ladder',
      leader: { uuid: mc.uuid, name: 'NewName' },
      challenger: b,
      winner_uuid: b.uuid,
    });
    expect(await me(cookie)).toMatchObject({ minecraft: { uuid: mc.uuid, name: 'NewName' } });
  });
});
