import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, player, rows, signedInUser, type GameClient } from './helpers.ts';

// A name the site stores ends up in console commands: it takes only names Minecraft allows (issue 53).

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

async function codeFor(s: TestServer, name: string) {
  const { cookie } = await signedInUser(s, name);
  const res = await s.request('/api/link-codes', { method: 'POST', cookie });
  return ((await res.json()) as { code: string }).code;
}

const NAME_MESSAGE = 'A Minecraft name has 3-16 letters, digits or _';

describe('the game API takes only names Minecraft allows', () => {
  it('refuses to link a player named `*` or `@a`, and links nobody', async () => {
    const code = await codeFor(server, 'Star');
    for (const name of ['*', '@a', 'ab', 'Evil"}§k;x', 'A_name_of_17_char']) {
      const uuid = randomUUID();
      const res = await game.call('POST', '/link/redeem', { code, uuid, name });
      expect(res.status, name).toBe(400);
      expect(res.body.error.fields.name, name).toMatch(/^A Minecraft name has 3-16 letters, digits or _/);
      expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${uuid}`)).toEqual([]);
    }
    expect(await rows(server, sql`select used_at from link_codes where code = ${code}`)).toEqual([{ used_at: null }]);
  });

  it('refuses a match report or a badge naming a player `*`', async () => {
    const [a, b] = [player(), player()];
    const match = await game.call('POST', '/matches', {
      id: `names-${randomUUID()}`,
      kind: 'ladder',
      leader: { ...a, name: '*' },
      challenger: b,
      winner_uuid: b.uuid,
    });
    expect(match.status).toBe(400);
    expect(match.body.error.fields['leader.name']).toMatch(/^A Minecraft name has 3-16/);
    const badge = await game.call('POST', '/badges', { player: { ...a, name: '@p' }, gym: 'fire' });
    expect(badge.status).toBe(400);
    expect(badge.body.error.fields['player.name']).toMatch(/^A Minecraft name has 3-16/);
  });

  it("takes a Bedrock player's name with Floodgate's prefix only when FLOODGATE_PREFIX is set", async () => {
    const bedrock = { uuid: randomUUID(), name: '.Steve' };
    const refused = await game.call('POST', '/link/redeem', { code: await codeFor(server, 'Java'), ...bedrock });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.name).toBe(NAME_MESSAGE);

    const floodgate = await startTestServer({ FLOODGATE_PREFIX: '.' }, server.deps.db.$client.options.connectionString);
    try {
      const client = await gameClient(floodgate, 'floodgate server');
      const linked = await client.call('POST', '/link/redeem', {
        code: await codeFor(floodgate, 'Bedrock'),
        ...bedrock,
      });
      expect(linked.status).toBe(200);
      expect(linked.body.name).toBe('.Steve');
      const other = await client.call('POST', '/link/redeem', {
        code: 'ABCDEFGHJK',
        uuid: randomUUID(),
        name: '-Alex',
      });
      expect(other.body.error.fields.name).toBe(`${NAME_MESSAGE}, after . for a Bedrock player`);
    } finally {
      await floodgate.close();
    }
  });
});

describe('presence from the online list', () => {
  it('drops a bad entry and records the others, saying which were dropped', async () => {
    const good = player();
    const bad = [
      { uuid: randomUUID(), name: 'Evil"}§k;x' },
      { uuid: randomUUID(), name: '*' },
      { uuid: randomUUID(), name: '@a' },
      { uuid: 'not-a-uuid', name: 'Steve' },
    ];
    const res = await game.call('POST', '/online', { players: [bad[0], good, ...bad.slice(1)] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ online: 1, dropped: bad });
    const online = await rows(server, sql`select uuid::text as uuid, name from online_players order by name`);
    expect(online).toEqual([good]);
    expect(await rows(server, sql`select name from minecraft_accounts where name in ('*', '@a')`)).toEqual([]);
  });
});
