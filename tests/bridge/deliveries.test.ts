import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActions } from '../../src/server/db/schema/index.ts';
import type { RunningRconServer } from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import type { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';
import { checkout, makeBuyer, purchaseBySession, standIn, type Buyer } from '../features/shop/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { bridgeSetup, spawnBridge, standInServer, stopBridge, type BridgeProcess } from './helpers.ts';

let server: TestServer;
let world: StandInWorld;
let rcon: RunningRconServer;
let leaderId: string;
const running: BridgeProcess[] = [];
beforeAll(async () => {
  server = await startTestServer();
  ({ world, rcon } = await standInServer());
  leaderId = (await makeBuyer(server)).leaderId;
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => stopBridge(b)));
  world.clearRules();
});
afterAll(async () => {
  await rcon.close();
  await server.close();
});

const start = (env: Record<string, string>) => {
  const b = spawnBridge(env);
  running.push(b);
  return b;
};

async function buy(item: string) {
  const buyer = await makeBuyer(server, leaderId);
  const { sessionId } = await checkout(server, buyer, [{ id: item, quantity: 1 }]);
  await standIn(server, `checkout/${sessionId}/pay`);
  return { buyer, purchase: await purchaseBySession(server, sessionId) };
}

const actionOf = async (purchaseId: string, kind: string) =>
  (await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchaseId))).find(
    (a) => a.kind === kind,
  )!;
const statusOf = async (purchaseId: string, kind: string) => (await actionOf(purchaseId, kind)).status;
const commandsFor = (b: Buyer) => world.commands(new RegExp(` ${b.minecraftName}( |$)`));

describe('the bridge delivers purchases as console commands', () => {
  it('runs a rank purchase as the LuckPerms command, exactly once, and acknowledges it', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    start(env);
    const { buyer, purchase } = await buy('rank-expert-monthly');
    await expect.poll(() => statusOf(purchase.id, 'grant_rank'), { timeout: 15_000 }).toBe('done');
    const grant = await actionOf(purchase.id, 'grant_rank');
    expect(commandsFor(buyer)).toEqual([
      expect.stringMatching(
        new RegExp(`^lp user ${buyer.minecraftName} parent addtemp ${grant.payload.rank} \\d+s replace$`),
      ),
    ]);
    expect([...world.groups.get(buyer.minecraftName.toLowerCase())!.keys()]).toEqual([grant.payload.rank]);
    // The gym token the rank gives every player: once for the whole server.
    await expect.poll(() => statusOf(purchase.id, 'gym_tokens'), { timeout: 15_000 }).toBe('done');
  });

  it('keeps an offline player’s crate keys until they join, then hands them out', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    start(env);
    const { buyer, purchase } = await buy('cosmetic-keys-1');
    // The bridge has asked several times since the purchase, and the keys are still waiting.
    const lists = world.commands(/^list uuids$/).length;
    await expect.poll(() => world.commands(/^list uuids$/).length, { timeout: 15_000 }).toBeGreaterThan(lists + 4);
    expect(await statusOf(purchase.id, 'crate_keys')).toBe('pending');
    expect(commandsFor(buyer)).toEqual([]);

    world.join({ name: buyer.minecraftName, uuid: buyer.minecraftUuid });
    await expect.poll(() => statusOf(purchase.id, 'crate_keys'), { timeout: 15_000 }).toBe('done');
    expect(commandsFor(buyer)).toEqual([`crate key give ${buyer.minecraftName} cosmetic 1`]);
    world.leave(buyer.minecraftName);
  });

  it('revokes a refunded rank', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    start(env);
    const { buyer, purchase } = await buy('rank-expert-monthly');
    await expect.poll(() => statusOf(purchase.id, 'grant_rank'), { timeout: 15_000 }).toBe('done');
    const payment = await server.deps.db.execute<{ pi: string }>(
      sql`select stripe_payment_intent_id as pi from purchase_payments where purchase_id = ${purchase.id}`,
    );
    await standIn(server, `payments/${payment.rows[0]!.pi}/refund`);
    await expect.poll(() => statusOf(purchase.id, 'revoke_rank'), { timeout: 15_000 }).toBe('done');
    const rank = (await actionOf(purchase.id, 'grant_rank')).payload.rank;
    expect(commandsFor(buyer).slice(1)).toEqual([
      `lp user ${buyer.minecraftName} parent removetemp ${rank}`,
      `lp user ${buyer.minecraftName} parent remove ${rank}`,
    ]);
    expect(world.groups.get(buyer.minecraftName.toLowerCase())!.size).toBe(0);
  });

  it('reports to staff a command the server refuses, with its answer', async () => {
    const { env } = await bridgeSetup(server, rcon.port, { retry: { attempts: 2, first_delay_ms: 10 } });
    world.failCommands(/parent addtemp/, '[LP] A user for that name could not be found.');
    start(env);
    const { buyer, purchase } = await buy('rank-expert-monthly');
    await expect.poll(() => statusOf(purchase.id, 'grant_rank'), { timeout: 40_000 }).toBe('failed');
    const action = await actionOf(purchase.id, 'grant_rank');
    expect(action.lastError).toMatch(/parent addtemp .* → \[LP\] A user for that name could not be found\.$/);
    expect(commandsFor(buyer)).toHaveLength(2);
  }, 60_000);
});
