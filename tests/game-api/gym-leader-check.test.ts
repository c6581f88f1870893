import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000' });
  game = await gameClient(server);
});
afterAll(() => server.close());

const gymBattle = (id: string, leader: { uuid: string; name: string }, gym: string) => ({
  ...ladder(id, leader, player(), 'a'),
  kind: 'gym',
  gym,
});

describe('the leader of a gym battle', () => {
  it("must be the Minecraft account the gym's leader has linked; another one is refused and counts nothing", async () => {
    const owner = await makeUser(server.deps.db, { name: 'Lt. Surge' });
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'SurgeVermilion', userId: owner.id });
    const gym = await makeGymLeader(server.deps.db, { userId: owner.id, element: 'electric', displayName: 'Surge' });
    const impostor = player();
    for (const ref of ['electric', gym.id]) {
      const res = await game.call('POST', '/matches', gymBattle(`imp-${ref}`, impostor, ref));
      expect(res.status).toBe(400);
      expect(res.body.error.fields['leader.uuid']).toBe(
        `${impostor.uuid} is not the Minecraft account the electric gym's leader has linked.`,
      );
    }
    expect(await rows(server, sql`select id from matches where id like 'imp-%'`)).toEqual([]);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${impostor.uuid}`)).toEqual([]);

    const real = await game.call('POST', '/matches', gymBattle('real-1', { uuid: mc.uuid, name: mc.name }, 'electric'));
    expect(real.status).toBe(200);
    expect(real.body.gym_leader_id).toBe(gym.id);
    const [g] = await rows(server, sql`select leader_wins from gym_leaders where id = ${gym.id}`);
    expect(g!.leader_wins).toBe(1);
  });

  it('may be any account while the gym leader has linked none (the site cannot tell who they are in game)', async () => {
    const gym = await makeGymLeader(server.deps.db, { element: 'grass', displayName: 'Erika' });
    const res = await game.call('POST', '/matches', gymBattle('sub-1', player(), 'grass'));
    expect(res.status).toBe(200);
    expect(res.body.gym_leader_id).toBe(gym.id);
  });
});
