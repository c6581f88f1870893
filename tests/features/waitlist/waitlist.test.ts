import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlist } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signedInUser } from '../leaderboard/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = {
  playerName: 'Brendan',
  email: 'brendan@example.test',
  minecraftUsername: 'Brendan_R',
  whyJoin: 'Competitive battles',
  mostExcitedFeature: 'Paid gym leaders',
  communityEnhancement: 'More doubles events',
};

const rowsOf = (userId: string) => server.deps.db.select().from(waitlist).where(eq(waitlist.userId, userId));

describe('POST /api/waitlist', () => {
  it('needs a signed-in user, even before looking at the input', async () => {
    for (const json of [form, {}]) {
      const res = await server.request('/api/waitlist', { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
    expect(await server.deps.db.select().from(waitlist)).toEqual([]);
  });

  it('names each missing or malformed field and writes nothing', async () => {
    const { cookie, userId } = await signedInUser(server, 'Careless Cal');
    const res = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      json: { playerName: '  ', email: 'nope', minecraftUsername: 'a b', whyJoin: '' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toEqual({
      playerName: 'Player Name is required',
      email: 'Enter a valid email address',
      minecraftUsername: 'A Minecraft username has 3 to 16 letters, digits or underscores',
      whyJoin: 'This answer is required',
      mostExcitedFeature: 'This answer is required',
      communityEnhancement: 'This answer is required',
    });
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('answers malformed JSON with 400', async () => {
    const { cookie } = await signedInUser(server, 'Broken Bob');
    const res = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      body: '{"playerName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it("stores the signup for the session's user, with the linked Minecraft name as discord_username", async () => {
    const { cookie, userId } = await signedInUser(server, 'Brendan Birch');
    await makeMinecraftAccount(server.deps.db, { name: 'BrendanHoenn', userId });
    const res = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      json: { ...form, userId: 'someone-else', discordUsername: 'forged' },
    });
    expect(res.status).toBe(201);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({
      userId,
      playerName: 'Brendan',
      email: 'brendan@example.test',
      discordUsername: 'BrendanHoenn',
      minecraftUsername: 'Brendan_R',
      whyJoin: 'Competitive battles',
      mostExcitedFeature: 'Paid gym leaders',
      communityEnhancement: 'More doubles events',
    });
    expect(await res.json()).toEqual({ id: row!.id, createdAt: row!.createdAt.toISOString() });
  });

  it('uses the Discord name when no Minecraft account is linked, and stores no Minecraft username when left empty', async () => {
    const { cookie, userId } = await signedInUser(server, 'May Maple');
    const res = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      json: { ...form, minecraftUsername: '' },
    });
    expect(res.status).toBe(201);
    expect(await rowsOf(userId)).toMatchObject([{ discordUsername: 'May Maple', minecraftUsername: null }]);
  });

  it('refuses a second signup by the same account with a clear message', async () => {
    const { cookie, userId } = await signedInUser(server, 'Twice Tina');
    expect((await server.request('/api/waitlist', { method: 'POST', cookie, json: form })).status).toBe(201);
    const again = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      json: { ...form, playerName: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: 'You have already signed up for the alpha with this account.' },
    });
    expect(await rowsOf(userId)).toMatchObject([{ playerName: 'Brendan' }]);
  });
});

describe('GET /api/waitlist/me', () => {
  it('tells a signed-in user whether they have signed up, and needs a sign-in', async () => {
    expect((await server.request('/api/waitlist/me')).status).toBe(401);
    const { cookie } = await signedInUser(server, 'Curious Cora');
    expect(await (await server.request('/api/waitlist/me', { cookie })).json()).toEqual({ signedUp: false });
    await server.request('/api/waitlist', { method: 'POST', cookie, json: form });
    expect(await (await server.request('/api/waitlist/me', { cookie })).json()).toEqual({ signedUp: true });
  });
});
