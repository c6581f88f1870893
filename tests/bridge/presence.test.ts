import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import type { RunningRconServer } from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import { startRconServer } from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import type { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { bridgeSetup, RCON_PASSWORD, spawnBridge, standInServer, stopBridge } from './helpers.ts';

let server: TestServer;
let world: StandInWorld;
let rcon: RunningRconServer;
let leader: { name: string; uuid: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ world, rcon } = await standInServer());
  const owner = await makeUser(server.deps.db, { name: 'Lt. Surge' });
  leader = await makeMinecraftAccount(server.deps.db, { name: 'SurgeMC', userId: owner.id });
  await makeGymLeader(server.deps.db, {
    userId: owner.id,
    element: 'electric',
    displayName: 'Surge',
    status: 'offline',
  });
});
afterAll(async () => {
  await rcon.close();
  await server.close();
});

/** The status the public gym leader directory shows (what /gym-leaders and the home page read). */
async function surgeStatus() {
  const res = await server.request('/api/gym-leaders');
  const body = (await res.json()) as { leaders: { displayName: string; status: string }[] };
  return body.leaders.find((l) => l.displayName === 'Surge')?.status;
}

describe('presence from list', () => {
  it('shows a gym leader online while list shows them, offline once they leave', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    const bridge = spawnBridge(env);
    expect(await surgeStatus()).toBe('offline');
    world.join(leader);
    await expect.poll(surgeStatus, { timeout: 15_000 }).toBe('online');
    world.leave(leader.name);
    await expect.poll(surgeStatus, { timeout: 15_000 }).toBe('offline');
    await stopBridge(bridge);
  });

  it('carries on by itself after the Minecraft server restarts', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    const bridge = spawnBridge(env);
    await expect.poll(() => bridge.output(), { timeout: 15_000 }).toMatch('RCON connected');
    await rcon.close();
    await expect.poll(() => bridge.output(), { timeout: 15_000 }).toMatch('waiting before trying again');
    rcon = await startRconServer({ world, password: RCON_PASSWORD, port: rcon.port });
    world.join(leader);
    await expect.poll(surgeStatus, { timeout: 40_000 }).toBe('online');
    expect(bridge.output().match(/RCON connected/g)!.length).toBeGreaterThan(1);
    world.leave(leader.name);
    await expect.poll(surgeStatus, { timeout: 15_000 }).toBe('offline');
    await stopBridge(bridge);
  }, 60_000);

  it('carries on by itself after the site restarts', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    const bridge = spawnBridge(env);
    world.join(leader);
    await expect.poll(surgeStatus, { timeout: 15_000 }).toBe('online');
    const { port, deps } = server;
    await server.close();
    world.leave(leader.name);
    await expect.poll(() => bridge.output(), { timeout: 15_000 }).toMatch('the site is unreachable');
    server = await startTestServer({ PORT: String(port) }, deps.config.databaseUrl);
    await expect.poll(surgeStatus, { timeout: 40_000 }).toBe('offline');
    await stopBridge(bridge);
  }, 60_000);
});

describe('bad settings', () => {
  const run = async (env: Record<string, string>) => {
    const bridge = spawnBridge(env);
    return { code: await bridge.exited, output: bridge.output() };
  };

  it('refuses an RCON host that is not this machine, and says why', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    const { code, output } = await run({ ...env, RCON_HOST: '203.0.113.7' });
    expect(code).toBe(2);
    expect(output).toContain(
      "RCON_HOST is 203.0.113.7, not this machine: RCON sends its password and every command in clear text and runs them as the console, so it must stay on the Minecraft server's loopback",
    );
  });

  it('names each bad setting on its own line', async () => {
    const { env } = await bridgeSetup(server, rcon.port);
    const { code, output } = await run({
      ...env,
      BRIDGE_SITE_URL: 'http://league.example.com',
      BRIDGE_GAME_KEY: 'hunter2',
      RCON_PORT: '70000',
    });
    expect(code).toBe(2);
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        'The bridge cannot start:',
        'BRIDGE_SITE_URL must use https:// (the game key travels with every call); http:// only for a site on this machine',
        'BRIDGE_GAME_KEY must be a game key as `npm run game-keys -- create` prints it (cgk_…)',
        'RCON_PORT must be between 1 and 65535',
      ]),
    );
  });

  it('refuses a template with an unknown placeholder', async () => {
    const { env } = await bridgeSetup(server, rcon.port, { templates: { ban: ['ban {playr}'] } });
    const { code, output } = await run(env);
    expect(code).toBe(2);
    expect(output).toContain('templates.ban: {playr} is no placeholder');
  });
});
