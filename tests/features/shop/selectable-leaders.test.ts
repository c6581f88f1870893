import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkoutBody, makeBuyer } from './helpers.ts';

// The checkout offers only gym leaders with a linked Minecraft account, and the server checks it
// again when the session is created, whatever the browser sent.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const listed = async () =>
  ((await (await server.request('/api/shop/gym-leaders')).json()) as { leaders: { id: string }[] }).leaders.map(
    (l) => l.id,
  );

describe('selectable gym leaders', () => {
  it('lists none when no leader has linked a Minecraft account', async () => {
    await makeGymLeader(server.deps.db, { displayName: 'No Site Account' });
    await makeGymLeader(server.deps.db, { userId: (await makeUser(server.deps.db)).id, displayName: 'Unlinked' });
    expect(await listed()).toEqual([]);
  });

  it('offers a leader once their site account links a Minecraft account; before that checkout refuses them', async () => {
    const owner = await makeUser(server.deps.db, { name: 'Pryce' });
    const leader = await makeGymLeader(server.deps.db, { userId: owner.id, displayName: 'Pryce', element: 'ice' });
    const buyer = await makeBuyer(server, leader.id);
    const items = [{ id: 'cosmetic-keys-1', quantity: 1 }];
    const post = async () =>
      server.request('/api/shop/checkout', {
        method: 'POST',
        cookie: buyer.cookie,
        json: await checkoutBody(server, buyer, items),
      });

    expect(await listed()).not.toContain(leader.id);
    const refused = await post();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        message: 'Please select a gym leader',
        fields: { description: 'Choose a gym leader to support with your purchase.' },
      },
    });

    await makeMinecraftAccount(server.deps.db, { name: 'PryceMahogany', userId: owner.id });
    expect(await listed()).toEqual([leader.id]);
    const accepted = await post();
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { url: string }).url).toMatch(/^http/);
  });
});
