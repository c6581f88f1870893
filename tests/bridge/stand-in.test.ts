import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Rcon } from 'rcon-client';
import { GameConsole } from '../../src/bridge/game-console.ts';
import { minecraftNamePattern } from '../../src/domain/game/minecraft-name.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRconServer,
  type RunningRconServer,
} from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';

let world: StandInWorld;
let server: RunningRconServer;
beforeAll(async () => {
  world = new StandInWorld(500);
  server = await startRconServer({ world, password: 'secret', port: 0 });
});
afterAll(() => server.close());

describe('the RCON stand-in', () => {
  it('refuses a wrong password as a vanilla server does', async () => {
    await expect(Rcon.connect({ host: '127.0.0.1', port: server.port, password: 'wrong' })).rejects.toThrow(
      'Authentication failed',
    );
  });

  it('answers list, give and bans like vanilla, and logs every command', async () => {
    const rcon = await Rcon.connect({ host: '127.0.0.1', port: server.port, password: 'secret' });
    const steve = { name: 'Steve', uuid: randomUUID() };
    world.join(steve);
    expect(await rcon.send('list uuids')).toBe(`There are 1 of a max of 500 players online: Steve (${steve.uuid})`);
    expect(await rcon.send('give Steve minecraft:diamond 3')).toBe('Gave 3 [minecraft:diamond] to Steve');
    expect(await rcon.send('give Alex minecraft:diamond 3')).toBe('No player was found');
    expect(await rcon.send('ban Steve Griefing the spawn')).toBe('Banned Steve: Griefing the spawn');
    expect(await rcon.send('list')).toBe('There are 0 of a max of 500 players online: ');
    expect(await rcon.send('pardon Steve')).toBe('Unbanned Steve');
    expect(await rcon.send('lp user Steve parent addtemp elite 3600s replace')).toBe(
      '[LP] Steve now inherits permissions from elite for a duration of 3600s in context global.',
    );
    expect(await rcon.send('frobnicate')).toMatch(/^Unknown or incomplete command/);
    expect(world.commands(/^give /)).toEqual(['give Steve minecraft:diamond 3', 'give Alex minecraft:diamond 3']);
    await rcon.end();
  });

  it('splits a long answer into packets of 4096 characters, as Minecraft does', async () => {
    for (let i = 0; i < 120; i++) world.join({ name: `Player_${i}`, uuid: randomUUID() });
    const rcon = await Rcon.connect({ host: '127.0.0.1', port: server.port, password: 'secret' });
    // rcon-client reads the first packet of an answer: exactly one full chunk.
    expect((await rcon.send('list uuids')).length).toBe(4096);
    await rcon.end();
  });

  it('the bridge reads every packet of a long list, so every player of a full server is known', async () => {
    const gameConsole = new GameConsole(
      {
        host: '127.0.0.1',
        port: server.port,
        password: 'secret',
        timeoutMs: 2000,
        setupCommands: [],
        namePattern: minecraftNamePattern(undefined),
      },
      pino({ level: 'silent' }),
    );
    const [players, after] = await Promise.all([
      gameConsole.players(),
      gameConsole.run('give Player_7 minecraft:apple'),
    ]);
    expect(players.map((p) => p.name).sort()).toEqual(
      world
        .players()
        .map((p) => p.name)
        .sort(),
    );
    expect(players).toHaveLength(world.online.size);
    expect(world.online.size).toBeGreaterThan(100);
    // The next command still gets its own answer, not a leftover packet of the list.
    expect(after).toBe('Gave 1 [minecraft:apple] to Player_7');
    await gameConsole.close();
  });
});
