import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningRconServer } from '../../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import type { StandInWorld } from '../../../src/server/integrations/minecraft/stand-in/world.ts';
import { bridgeSetup, spawnBridge, standInServer, stopBridge, type BridgeProcess } from '../../bridge/helpers.ts';
import { rows, signedInUser } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { askCode, linkDeliveries, me, typeCode } from './helpers.ts';

let server: TestServer;
let world: StandInWorld;
let rcon: RunningRconServer;
let bridge: BridgeProcess;
beforeAll(async () => {
  server = await startTestServer();
  ({ world, rcon } = await standInServer());
  bridge = spawnBridge((await bridgeSetup(server, rcon.port)).env);
});
afterAll(async () => {
  await stopBridge(bridge);
  await rcon.close();
  await server.close();
});

describe('linking without a mod, through npm run bridge and the RCON stand-in', () => {
  it('the player is told the code by tellraw in game, and typing it on the site links the account', async () => {
    const mc = { uuid: randomUUID(), name: 'Tellraw_Tom' };
    const { cookie } = await signedInUser(server, 'Tom');
    world.join(mc);
    // Online as soon as the bridge's next `list` report reaches the site.
    const online = async () => (await rows(server, sql`select 1 from online_players where uuid = ${mc.uuid}`)).length;
    await expect.poll(online, { timeout: 15_000 }).toBe(1);
    expect((await askCode(server, cookie, 'tellraw_tom')).status).toBe(201);

    await expect.poll(() => world.commands(/^tellraw /).length, { timeout: 15_000 }).toBe(1);
    const told = world.commands(/^tellraw /)[0]!;
    const match = /^tellraw Tellraw_Tom (\{.*\})$/.exec(told);
    expect(match, told).not.toBeNull();
    const text = (JSON.parse(match![1]!) as { text: string }).text;
    const code = /link code: ([A-Z0-9]+) /.exec(text)![1]!;
    expect(code).toBe((await linkDeliveries(server, mc.uuid))[0]!.payload.code);
    await expect.poll(async () => (await linkDeliveries(server, mc.uuid))[0]!.status, { timeout: 15_000 }).toBe('done');

    expect((await typeCode(server, cookie, code)).status).toBe(200);
    expect(await me(server, cookie)).toMatchObject({ minecraft: { uuid: mc.uuid, name: 'Tellraw_Tom' } });
  });
});
