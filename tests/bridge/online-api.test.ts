import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { onlinePlayerNamed } from '../../src/server/players/online-players.ts';
import { gameClient, player, type GameClient } from '../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

describe('the game API calls the bridge needs', () => {
  it('POST /online takes the full list and records the names', async () => {
    const p = player();
    const res = await game.call('POST', '/online', { players: [p] });
    expect(res.status).toBe(200);
    expect(res.body.online).toBe(1);
    expect((await game.call('GET', `/players?uuids=${p.uuid}`)).body).toEqual({ players: [p] });
  });

  it('keeps who is online now, by name in any case, until the next list or 2 minutes of silence', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/online', { players: [a, b] });
    expect(await onlinePlayerNamed(server.deps.db, a.name.toUpperCase())).toEqual(a);
    await game.call('POST', '/online', { players: [b] });
    expect(await onlinePlayerNamed(server.deps.db, a.name)).toBeNull();
    expect(await onlinePlayerNamed(server.deps.db, b.name)).toEqual(b);
    await server.deps.db.execute(sql`update online_players set seen_at = now() - interval '3 minutes'`);
    expect(await onlinePlayerNamed(server.deps.db, b.name)).toBeNull();
  });

  it('marks offline only the gym leaders this server listed before: one online elsewhere stays online', async () => {
    const leader = async (name: string, element: 'fire' | 'water') => {
      const owner = await makeUser(server.deps.db, { name });
      const mc = await makeMinecraftAccount(server.deps.db, { name: `${name}MC`, userId: owner.id });
      await makeGymLeader(server.deps.db, { userId: owner.id, element, displayName: name, status: 'online' });
      return { uuid: mc.uuid, name: mc.name };
    };
    const here = await leader('Blaine', 'fire');
    await leader('Misty', 'water'); // on another server, or reported by a mod: never in this list
    const status = async (name: string) => {
      const { leaders } = (await (await server.request('/api/gym-leaders')).json()) as {
        leaders: { displayName: string; status: string }[];
      };
      return leaders.find((l) => l.displayName === name)?.status;
    };
    await game.call('POST', '/online', { players: [here, player()] });
    await game.call('POST', '/online', { players: [player()] });
    await expect.poll(() => status('Blaine')).toBe('offline');
    expect(await status('Misty')).toBe('online');
  });

  it('drops an entry with a bad UUID, keeps the rest, and refuses a call without a key', async () => {
    const good = player();
    const res = await game.call('POST', '/online', { players: [{ uuid: 'nope', name: 'Steve' }, good] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ online: 1, dropped: [{ uuid: 'nope', name: 'Steve' }] });
    expect((await game.call('POST', '/online', { players: 'Steve' })).status).toBe(400);
    expect((await game.call('POST', '/online', { players: [] }, '')).status).toBe(401);
  });

  it('GET /players names known UUIDs and leaves out unknown ones', async () => {
    const known = await makeMinecraftAccount(server.deps.db, { name: 'KnownMC' });
    const res = await game.call('GET', `/players?uuids=${known.uuid},${player().uuid}`);
    expect(res.body).toEqual({ players: [{ uuid: known.uuid, name: 'KnownMC' }] });
    const bad = await game.call('GET', '/players?uuids=not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.uuids).toBe('a comma-separated list of at most 100 Minecraft UUIDs');
  });

  it('is in the OpenAPI document under the game server tag', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(doc.paths['/api/game/v1/online']!.post!.tags).toEqual(['game server']);
    expect(doc.paths['/api/game/v1/players']!.get!.tags).toEqual(['game server']);
  });
});
