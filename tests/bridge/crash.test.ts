import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActions } from '../../src/server/db/schema/index.ts';
import type { RunningRconServer } from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import type { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';
import { checkout, makeBuyer, purchaseBySession, standIn } from '../features/shop/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { bridgeSetup, spawnBridge, standInServer, stopBridge } from './helpers.ts';

// kill -9 of the bridge between running a command and acknowledging it (docs/game-server.md, "Guarantees").

let server: TestServer;
let world: StandInWorld;
let rcon: RunningRconServer;
let leaderId: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ world, rcon } = await standInServer());
  leaderId = (await makeBuyer(server)).leaderId;
});
afterAll(async () => {
  await rcon.close();
  await server.close();
});

async function buyRank() {
  const buyer = await makeBuyer(server, leaderId);
  const { sessionId } = await checkout(server, buyer, [{ id: 'rank-expert-monthly', quantity: 1 }]);
  await standIn(server, `checkout/${sessionId}/pay`);
  return { buyer, purchase: await purchaseBySession(server, sessionId) };
}

const grantOf = async (purchaseId: string) =>
  (await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchaseId))).find(
    (a) => a.kind === 'grant_rank',
  )!;

/** The site, except that acknowledgements are swallowed (never answered) and counted. */
async function siteWithoutAcks(): Promise<{ url: string; acks: () => number; close: () => void }> {
  let acks = 0;
  const proxy: Server = createServer(async (req, res) => {
    if (req.url?.includes('/deliveries/ack')) return void (acks += 1);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(`${server.url}${req.url}`, {
      method: req.method,
      headers: { authorization: req.headers.authorization!, 'content-type': 'application/json' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const port = (proxy.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, acks: () => acks, close: () => proxy.closeAllConnections() };
}

describe('a kill -9 of the bridge', () => {
  it('after the server answered and before the acknowledgement: the command is not run again, the action is done', async () => {
    const proxy = await siteWithoutAcks();
    const { env } = await bridgeSetup(server, rcon.port);
    const first = spawnBridge({ ...env, BRIDGE_SITE_URL: proxy.url });
    const { buyer, purchase } = await buyRank();
    const mine = new RegExp(`^lp user ${buyer.minecraftName} `);
    await expect.poll(() => proxy.acks(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(world.log.filter((e) => mine.test(e.command) && e.answer !== null)).toHaveLength(1);
    await stopBridge(first, 'SIGKILL');
    proxy.close();
    expect((await grantOf(purchase.id)).status).toBe('leased');

    const second = spawnBridge(env);
    await expect.poll(async () => (await grantOf(purchase.id)).status, { timeout: 15_000 }).toBe('done');
    expect(world.commands(mine)).toHaveLength(1);
    await stopBridge(second);
  });

  it('after sending a command the server never answered: it is not sent again (at most once) and staff see why', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    world.hangCommands(/ parent addtemp /, 1);
    const first = spawnBridge(env);
    const { buyer, purchase } = await buyRank();
    const mine = new RegExp(`^lp user ${buyer.minecraftName} `);
    await expect.poll(() => world.commands(mine).length, { timeout: 15_000 }).toBe(1);
    await stopBridge(first, 'SIGKILL');

    const second = spawnBridge(env);
    await expect.poll(async () => (await grantOf(purchase.id)).status, { timeout: 15_000 }).toBe('failed');
    expect((await grantOf(purchase.id)).lastError).toMatch(
      new RegExp(
        `^The bridge sent "lp user ${buyer.minecraftName} parent addtemp .*" and got no answer .* it was not sent again \\(at most once\\)`,
      ),
    );
    expect(world.commands(mine)).toHaveLength(1);
    await stopBridge(second);
  });

  it('a server that answers too late counts the same: not sent again, failed for staff to check', async () => {
    const { env } = await bridgeSetup(server, rcon.port, { rcon: { timeout_ms: 300 } });
    world.slowCommands(/ parent addtemp /, 2_000, 1);
    const bridge = spawnBridge(env);
    const { buyer, purchase } = await buyRank();
    await expect.poll(async () => (await grantOf(purchase.id)).status, { timeout: 15_000 }).toBe('failed');
    expect((await grantOf(purchase.id)).lastError).toMatch(/got no answer .* not sent again \(at most once\)/);
    expect(world.commands(new RegExp(`^lp user ${buyer.minecraftName} `))).toHaveLength(1);
    await stopBridge(bridge);
  });
});
