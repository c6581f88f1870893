import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doublesRegistrations,
  tournamentRegistrationEvents,
  tournamentRegistrations,
} from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { getJson, signedInUser } from '../leaderboard/helpers.ts';
import { setRegistration, validSheet } from '../doubles/helpers.ts';
import { CUP, form, linkedPlayer, openCup } from './helpers.ts';

// Both sign-ups (the Founders' Cup and the doubles showdown) take the registrant from the account: the linked
// Minecraft account's name and the session's Discord name. The body's names are ignored; an account with no
// linked Minecraft account is refused with a 409 that tells the page to ask for the link.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000', RATE_LIMIT_IP_PER_MINUTE: '100000' });
  await openCup(server);
  await setRegistration(server, 'open');
});
afterAll(() => server.close());

const NOT_LINKED = {
  code: 'conflict',
  message: 'Link your Minecraft account before you register.',
  reason: 'minecraft_not_linked',
};
const DOUBLES = '/api/mid-season-doubles/registrations';
const post = (path: string, cookie: string, json: object) => server.request(path, { method: 'POST', cookie, json });
const cupRowsOf = (userId: string) =>
  server.deps.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.userId, userId));
const doublesRowsOf = (userId: string) =>
  server.deps.db.select().from(doublesRegistrations).where(eq(doublesRegistrations.userId, userId));

describe("Founders' Cup sign-up", () => {
  it('refuses an account without a linked Minecraft account (409, nothing written), whatever name the body gives', async () => {
    const { cookie, userId } = await signedInUser(server, 'Newcomer Nell');
    const res = await post(`${CUP}/registration`, cookie, form('NewcomerMC'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: object }).error).toEqual(NOT_LINKED);
    expect(await cupRowsOf(userId)).toEqual([]);
    expect(await server.deps.db.select().from(tournamentRegistrationEvents)).toEqual([]);
  });

  it("stores the linked account's name and the session's Discord name, not the body's", async () => {
    const { cookie, userId } = await linkedPlayer(server, 'Linked Lou', 'LouInGame');
    const res = await post(`${CUP}/registration`, cookie, {
      ...form('Impostor'),
      discordTag: 'impostor#6666',
      userId: 'someone-else',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ registration: expect.objectContaining({ minecraftUsername: 'LouInGame' }) });
    expect(await cupRowsOf(userId)).toEqual([
      expect.objectContaining({ userId, minecraftUsername: 'LouInGame', discordTag: 'Linked Lou' }),
    ]);
    const list = await getJson<{ registrations: { minecraftUsername: string }[] }>(server, `${CUP}/registrations`);
    expect(list.registrations.map((r) => r.minecraftUsername)).toContain('LouInGame');
    expect(JSON.stringify(list)).not.toContain('Impostor');
  });

  it('accepts the same account once it has linked', async () => {
    const { cookie, userId } = await signedInUser(server, 'Late Linker');
    expect((await post(`${CUP}/registration`, cookie, form())).status).toBe(409);
    await makeMinecraftAccount(server.deps.db, { name: 'LateLinker', userId });
    expect((await post(`${CUP}/registration`, cookie, form())).status).toBe(201);
    expect((await cupRowsOf(userId)).map((r) => r.minecraftUsername)).toEqual(['LateLinker']);
  });
});

describe('Mid-Season Doubles sign-up', () => {
  it('refuses an account without a linked Minecraft account (409, nothing written)', async () => {
    const { cookie, userId } = await signedInUser(server, 'Unlinked Una');
    const res = await post(DOUBLES, cookie, validSheet('NewcomerMC'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: object }).error).toEqual(NOT_LINKED);
    expect(await doublesRowsOf(userId)).toEqual([]);
    const mine = await getJson<{ prefill: object }>(server, '/api/mid-season-doubles/registration', cookie);
    expect(mine.prefill).toEqual({ minecraftUsername: null, discordTag: 'Unlinked Una' });
  });

  it("registers and modifies with the linked account's name and the session's Discord name, not the body's", async () => {
    const { cookie, userId } = await linkedPlayer(server, 'Doubles Dee', 'DeeInGame');
    const res = await post(DOUBLES, cookie, { ...validSheet('Impostor'), discordTag: 'impostor#6666' });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { id: string; minecraftUsername: string; discordTag: string };
    expect(saved).toMatchObject({ minecraftUsername: 'DeeInGame', discordTag: 'Doubles Dee' });
    const put = await server.request(`${DOUBLES}/${saved.id}`, {
      method: 'PUT',
      cookie,
      json: { ...validSheet('Other_Name'), discordTag: 'other#1' },
    });
    expect(put.status).toBe(200);
    expect(await doublesRowsOf(userId)).toEqual([
      expect.objectContaining({ minecraftUsername: 'DeeInGame', discordTag: 'Doubles Dee' }),
    ]);
  });
});
