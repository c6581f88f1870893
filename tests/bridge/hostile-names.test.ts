import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActions } from '../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../src/server/db/seed/factories.ts';
import { enqueueDeliveries, type DeliveryActionInput } from '../../src/server/deliveries/delivery-queue.ts';
import type { RunningRconServer } from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import type { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { bridgeSetup, spawnBridge, standInServer, stopBridge, type BridgeProcess } from './helpers.ts';

// A name from the game is never a command (issue 53): the bridge leaves out what Minecraft would read
// as other players, and carries on with everyone else.

let server: TestServer;
let world: StandInWorld;
let rcon: RunningRconServer;
let bridge: BridgeProcess | undefined;
beforeAll(async () => {
  server = await startTestServer();
  ({ world, rcon } = await standInServer());
});
afterEach(async () => {
  if (bridge) await stopBridge(bridge);
  for (const p of world.players()) world.leave(p.name);
});
afterAll(async () => {
  await rcon.close();
  await server.close();
});

async function queue(action: DeliveryActionInput) {
  const [id] = await enqueueDeliveries(server.deps.db, [action]);
  return id!;
}
const action = async (id: string) =>
  (await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.id, id)))[0]!;
const status = async (id: string) => (await action(id)).status;
/** Commands that name every player: a selector, or the `*` of every score holder. */
const targetingAll = () => world.commands(/(^|\s)(@[aeprsn]\b|\*(\s|$))/);

describe('hostile names at the bridge', () => {
  it('skips a player whom list names @a and delivers to the others', async () => {
    const ash = await makeMinecraftAccount(server.deps.db, { name: 'AshKetchum' });
    const misty = await makeMinecraftAccount(server.deps.db, { name: 'MistyWaves' });
    const keys = (uuid: string) =>
      queue({ kind: 'crate_keys', playerUuid: uuid, payload: { crate: 'cosmetic', quantity: 3 } });
    const [forAsh, forMisty] = [await keys(ash.uuid), await keys(misty.uuid)];
    world.join({ name: '@a', uuid: ash.uuid });
    world.join({ name: misty.name, uuid: misty.uuid });

    const { env } = await bridgeSetup(server, rcon.port);
    bridge = spawnBridge(env);
    await expect.poll(() => status(forMisty), { timeout: 15_000 }).toBe('done');
    expect(world.commands(/^crate key/)).toEqual(['crate key give MistyWaves cosmetic 3']);
    expect(targetingAll()).toEqual([]);
    expect(await status(forAsh)).toBe('pending');
    expect(bridge.output()).toMatch(/"entry":"@a \([0-9a-f-]{36}\)".*does not allow: left out/);
  });

  it('runs no command for a delivery whose player name is not one Minecraft allows, and goes on', async () => {
    // Stored before names were checked, or given with a purchase: `*` is every score holder to vanilla.
    const star = await makeMinecraftAccount(server.deps.db, { name: '*' });
    const brock = await makeMinecraftAccount(server.deps.db, { name: 'BrockPewter' });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const rank = (uuid: string) => queue({ kind: 'grant_rank', playerUuid: uuid, payload: { rank: 'elite', until } });
    const [forStar, forBrock] = [await rank(star.uuid), await rank(brock.uuid)];

    const { env } = await bridgeSetup(server, rcon.port);
    bridge = spawnBridge(env);
    await expect.poll(() => status(forStar), { timeout: 15_000 }).toBe('failed');
    expect((await action(forStar)).lastError).toBe(
      `The player's name "*" is not a name Minecraft allows (3-16 letters, digits or _); no command was run.`,
    );
    await expect.poll(() => status(forBrock), { timeout: 15_000 }).toBe('done');
    expect(world.commands(/^lp user/)).toEqual([
      expect.stringMatching(/^lp user BrockPewter parent addtemp elite \d+s replace$/),
    ]);
    expect(targetingAll()).toEqual([]);
  });
});
