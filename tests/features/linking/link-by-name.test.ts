import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_BY_NAME_TEXTS as T } from '../../../src/domain/linking/texts.ts';
import { cancelExpiredCodeDeliveries } from '../../../src/server/features/linking/cancel-expired-deliveries.ts';
import { player, rows, signedInUser } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { askCode, codeSentTo, linkDeliveries, me, onlinePlayer, typeCode } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('linking without a mod: a code told in game, typed on the site', () => {
  it('queues a link_code delivery for the online player, and the right code links the account', async () => {
    const { cookie } = await signedInUser(server, 'Ash');
    const mc = await onlinePlayer(server, 'Ash');
    const asked = await askCode(server, cookie, mc.name.toLowerCase());
    expect(asked.body).toMatchObject({ name: mc.name });
    expect(asked.status).toBe(201);
    expect(asked.body.name).toBe(mc.name);
    const minutes = (Date.parse(asked.body.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10.01);

    const [delivery] = await linkDeliveries(server, mc.uuid);
    expect(delivery).toMatchObject({ status: 'pending', requires_online: true });
    expect(delivery!.payload.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(delivery!.payload.expires_at).toBe(asked.body.expires_at);
    expect(await me(server, cookie)).toMatchObject({ minecraft: null });
    const current = async () =>
      (await (await server.request('/api/link-code-requests/current', { cookie })).json()) as object;
    expect(await current()).toEqual({ request: { name: mc.name, expires_at: asked.body.expires_at } });

    // Typed by hand: lower case and a dash are fine.
    const code = delivery!.payload.code;
    const linked = await typeCode(server, cookie, `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ uuid: mc.uuid, name: mc.name });
    expect(await me(server, cookie)).toMatchObject({ minecraft: { uuid: mc.uuid, name: mc.name } });
    expect(await current()).toEqual({ request: null });
  });

  it('refuses a reused code, and asking again once linked', async () => {
    const { cookie } = await signedInUser(server, 'Misty');
    const mc = await onlinePlayer(server, 'Misty');
    await askCode(server, cookie, mc.name);
    const code = await codeSentTo(server, mc.uuid);
    expect((await typeCode(server, cookie, code)).status).toBe(200);
    const again = await typeCode(server, cookie, code);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(T.used);
    const more = await askCode(server, cookie, mc.name);
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(T.alreadyLinked(mc.name));
  });

  it('refuses a wrong code, and drops the code after 5 wrong ones', async () => {
    const { cookie } = await signedInUser(server, 'Brock');
    const mc = await onlinePlayer(server, 'Brock');
    await askCode(server, cookie, mc.name);
    const code = await codeSentTo(server, mc.uuid);
    const wrong = code === 'ABCDEFGHJK' ? 'ABCDEFGHJM' : 'ABCDEFGHJK';
    for (let i = 1; i <= 4; i++) {
      const res = await typeCode(server, cookie, wrong);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: T.wrongCode, reason: 'wrong_code' });
    }
    const fifth = await typeCode(server, cookie, wrong);
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.message).toBe(T.tooManyWrong);
    const right = await typeCode(server, cookie, code);
    expect(right.status).toBe(404);
    expect(right.body.error.message).toBe(T.noCode);
    expect(await me(server, cookie)).toMatchObject({ minecraft: null });
    // The bridge has nothing left to tell.
    expect((await linkDeliveries(server, mc.uuid)).map((d) => d.status)).toEqual(['cancelled']);
  });

  it('refuses an expired code', async () => {
    const { cookie } = await signedInUser(server, 'Late');
    const mc = await onlinePlayer(server, 'Late');
    await askCode(server, cookie, mc.name);
    const code = await codeSentTo(server, mc.uuid);
    await server.deps.db.execute(
      sql`update link_codes set expires_at = now() - interval '1 second' where code = ${code}`,
    );
    const res = await typeCode(server, cookie, code);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(T.expired);
    // The player never came online to be told it: the bridge is never handed the dead code.
    expect((await linkDeliveries(server, mc.uuid)).map((d) => d.status)).toEqual(['pending']);
    await cancelExpiredCodeDeliveries(server.deps.db);
    expect((await linkDeliveries(server, mc.uuid)).map((d) => d.status)).toEqual(['cancelled']);
    expect(await me(server, cookie)).toMatchObject({ minecraft: null });
  });

  it('a code only works for the account that asked, and only the latest one', async () => {
    const a = await signedInUser(server, 'Gary');
    const b = await signedInUser(server, 'Thief');
    const mc = await onlinePlayer(server, 'Gary');
    await askCode(server, a.cookie, mc.name);
    const first = await codeSentTo(server, mc.uuid);
    expect((await typeCode(server, b.cookie, first)).body.error.message).toBe(T.noCode);
    await askCode(server, a.cookie, mc.name);
    const second = await codeSentTo(server, mc.uuid);
    expect((await linkDeliveries(server, mc.uuid)).map((d) => d.status)).toEqual(['cancelled', 'pending']);
    expect((await typeCode(server, a.cookie, first)).status).toBe(400);
    expect((await typeCode(server, a.cookie, second)).status).toBe(200);
  });

  it('says so when the name is not online, and sends nothing', async () => {
    const { cookie } = await signedInUser(server, 'Away');
    const mc = player('Away');
    const res = await askCode(server, cookie, mc.name);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ message: T.notOnline(mc.name), reason: 'not_online' });
    expect(T.notOnline('Steve')).toBe('Steve is not online on the server right now. Join the server, then try again.');
    expect(
      await rows(
        server,
        sql`select 1 from link_code_requests r join "user" u on u.id = r.user_id where u.name = 'Away'`,
      ),
    ).toEqual([]);
  });

  it('refuses a name already linked to another account', async () => {
    const owner = await signedInUser(server, 'Owner');
    const mc = await onlinePlayer(server, 'Owned');
    await askCode(server, owner.cookie, mc.name);
    expect((await typeCode(server, owner.cookie, await codeSentTo(server, mc.uuid))).status).toBe(200);

    const other = await signedInUser(server, 'Other');
    const res = await askCode(server, other.cookie, mc.name);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(T.takenName(mc.name));
    expect(await linkDeliveries(server, mc.uuid)).toHaveLength(1);
  });

  it('keeps the /link code of the dialog beside the code sent in game', async () => {
    const { cookie, id } = await signedInUser(server, 'Both');
    const mc = await onlinePlayer(server, 'Both');
    await askCode(server, cookie, mc.name);
    const res = await server.request('/api/link-codes', { method: 'POST', cookie });
    expect(res.status).toBe(201);
    expect(await rows(server, sql`select 1 from link_codes where user_id = ${id} and used_at is null`)).toHaveLength(2);
    expect((await typeCode(server, cookie, await codeSentTo(server, mc.uuid))).status).toBe(200);
  });

  it('needs a signed-in user and a Minecraft name', async () => {
    expect((await askCode(server, undefined, 'Steve')).status).toBe(401);
    expect((await typeCode(server, undefined, 'ABCDEFGHJK')).status).toBe(401);
    const { cookie } = await signedInUser(server, 'Typo');
    const bad = await askCode(server, cookie, 'not a name!');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.name).toMatch(/Minecraft name/);
    expect((await typeCode(server, cookie, '')).status).toBe(400);
  });
});
