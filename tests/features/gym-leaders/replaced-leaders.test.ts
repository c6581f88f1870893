import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import { gameClient, player, signedInUser, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { getJson } from '../leaderboard/helpers.ts';
import { checkoutBody, makeBuyer } from '../shop/helpers.ts';

// A leader replaced by staff (active = false) keeps its row for its battles and earnings, but is
// no current gym leader anywhere: not listed, not selectable at checkout, not a gym in game.

type Leader = { id: string };
let server: TestServer;
let game: GameClient;
let current: Leader & { mc: { uuid: string; name: string }; userId: string };
let replaced: Leader & { mc: { uuid: string; name: string }; userId: string };

async function leader(name: string, active: boolean) {
  const owner = await makeUser(server.deps.db, { name });
  const mc = await makeMinecraftAccount(server.deps.db, { name: `${name}Mc`, userId: owner.id });
  // Both online: the game server may have reported the old leader before staff replaced it.
  const row = await makeGymLeader(server.deps.db, {
    userId: owner.id,
    displayName: name,
    element: 'water',
    status: 'online',
    active,
  });
  return { id: row.id, mc: { uuid: mc.uuid, name: mc.name }, userId: owner.id };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000' });
  game = await gameClient(server);
  replaced = await leader('Misty', false);
  current = await leader('Wallace', true);
});
afterAll(() => server.close());

const ids = (list: Leader[]) => list.map((l) => l.id);

describe('a replaced gym leader', () => {
  it('is not on /gym-leaders, the home arena or the leaderboard, and its element is not open', async () => {
    const board = await getJson<{ leaders: Leader[]; openElements: string[] }>(server, '/api/gym-leaders');
    expect(ids(board.leaders)).toEqual([current.id]);
    expect(board.openElements).not.toContain('water');
    const home = await getJson<{ arena: { leaders: Leader[] } }>(server, '/api/home');
    expect(ids(home.arena.leaders)).toEqual([current.id]);
    const ladder = await getJson<{ gymLeaders: Leader[] }>(server, '/api/leaderboard');
    expect(ids(ladder.gymLeaders)).toEqual([current.id]);
  });

  it('is not offered at checkout, and the server refuses it when sent anyway', async () => {
    const shop = await getJson<{ leaders: Leader[] }>(server, '/api/shop/gym-leaders');
    expect(ids(shop.leaders)).toEqual([current.id]);
    const buyer = await makeBuyer(server, replaced.id);
    const res = await server.request('/api/shop/checkout', {
      method: 'POST',
      cookie: buyer.cookie,
      json: await checkoutBody(server, buyer, [{ id: 'cosmetic-keys-1', quantity: 1 }]),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Please select a gym leader');
  });

  it('is no gym for the game API: not in GET /gyms, and naming it by id is a 404', async () => {
    const gyms = await game.call('GET', '/gyms');
    expect(gyms.status).toBe(200);
    expect(ids(gyms.body.leaders)).toEqual([current.id]);

    const battle = (gym: string, leaderAccount: { uuid: string; name: string }) => ({
      id: `gym-${gym}-${leaderAccount.name}`,
      kind: 'gym',
      gym,
      leader: leaderAccount,
      challenger: player(),
      status: 'in_progress',
    });
    const byId = await game.call('POST', '/matches', battle(replaced.id, replaced.mc));
    expect(byId.status).toBe(404);
    expect(byId.body.error.message).toBe(`No gym leader has the id ${replaced.id}.`);
    // By element, the water gym is the current leader's alone: the old leader's account is refused.
    const oldAccount = await game.call('POST', '/matches', battle('water', replaced.mc));
    expect(oldAccount.status).toBe(400);
    const ok = await game.call('POST', '/matches', battle('water', current.mc));
    expect(ok.status).toBe(200);
    expect(ok.body.gym_leader_id).toBe(current.id);

    const presence = await game.call('POST', '/presence', { leaders: [{ gym: replaced.id, status: 'online' }] });
    expect(presence.status).toBe(404);
  });

  it('is not marked as a gym leader in the staff list of users', async () => {
    const admin = await signedInUser(server, 'Admin Ada', 'admin');
    const mark = async (name: string) =>
      (
        await getJson<{ items: { gymLeader: boolean }[] }>(server, `/api/admin/users?q=${name}`, admin.cookie)
      ).items.map((u) => u.gymLeader);
    expect(await mark('Wallace')).toEqual([true]);
    expect(await mark('Misty')).toEqual([false]);
  });
});
