import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Rcon } from 'rcon-client';
import { createDatabase } from '../src/server/db/client.ts';
import { upsertMinecraftAccounts } from '../src/server/players/minecraft-accounts.ts';
import { enqueueDeliveries } from '../src/server/deliveries/delivery-queue.ts';
import { createGameApiKey } from '../src/server/game-keys/keys.ts';
import { startRconServer } from '../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import { StandInWorld, type ExecutedCommand } from '../src/server/integrations/minecraft/stand-in/world.ts';
import { benchPlayers } from './game/bench-players.ts';
import { latencyFigures, type BenchContext } from './harness.ts';

// 1,000 queued deliveries of 3 commands each, through `npm run bridge` (a child process, journal on
// disk with an fsync per command) to the RCON stand-in. Per delivery: from its first command reaching
// the console to its last command's answer, and to its acknowledgement stored by the site. Baseline:
// the same 3 commands sent straight with rcon-client, no journal, no site, in the same run.

const DELIVERIES = 1000;
const PASSWORD = 'bench';
const TEMPLATE = [
  'lp user {player} permission set bench.{action_id} true',
  'scoreboard players add {player} gym_tokens {quantity}',
  'say {player} bench {action_id} delivered',
];

async function baseline(port: number, players: { name: string }[]) {
  const rcon = await Rcon.connect({ host: '127.0.0.1', port, password: PASSWORD });
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < DELIVERIES; i++) {
    const t = performance.now();
    const name = players[i % players.length]!.name;
    await rcon.send(`lp user ${name} permission set bench.base${i} true`);
    await rcon.send(`scoreboard players add ${name} gym_tokens 1`);
    await rcon.send(`say ${name} bench base${i} delivered`);
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - started;
  await rcon.end();
  return { totalMs: Math.round(totalMs), ...latencyFigures(times) };
}

export async function bridgeDeliveries(ctx: BenchContext) {
  const db = createDatabase(ctx.databaseUrl, 2);
  const world = new StandInWorld(100);
  const rcon = await startRconServer({ world, password: PASSWORD, port: 0 });
  await world.execute('scoreboard objectives add gym_tokens dummy');
  const players = benchPlayers(randomUUID().slice(0, 8), 50);
  try {
    await upsertMinecraftAccounts(db, players);
    const base = await baseline(rcon.port, players);
    // Older actions of the bench's site (demo data) would be the bridge's too: out of the way first.
    await db.$client.query(`update delivery_actions set status = 'cancelled' where status in ('pending', 'leased')`);

    const first = new Map<string, number>();
    const last = new Map<string, number>();
    const idOf = (e: ExecutedCommand) => /bench\.([0-9a-f-]{36}) |bench ([0-9a-f-]{36}) /.exec(e.command);
    world.on('command', (e: ExecutedCommand) => {
      const m = idOf(e);
      if (m?.[1]) first.set(m[1], performance.now());
    });
    world.on('answered', (e: ExecutedCommand) => {
      const m = idOf(e);
      if (m?.[2]) last.set(m[2], performance.now());
    });

    const dir = mkdtempSync(path.join(tmpdir(), 'bench-bridge-'));
    const { key } = await createGameApiKey(db, 'bench bridge');
    writeFileSync(
      path.join(dir, 'bridge.json'),
      JSON.stringify({
        intervals: { poll_seconds: 0.05, presence_seconds: 30, lease_seconds: 120 },
        batch_size: 100,
        setup_commands: [],
        items: { 'bench-3': TEMPLATE },
      }),
    );
    const bridge = spawn(process.execPath, ['--import', 'tsx', 'src/bridge/main.ts'], {
      env: {
        PATH: process.env.PATH,
        BRIDGE_SITE_URL: ctx.url,
        BRIDGE_GAME_KEY: key,
        RCON_PORT: String(rcon.port),
        RCON_PASSWORD: PASSWORD,
        BRIDGE_CONFIG: path.join(dir, 'bridge.json'),
        BRIDGE_JOURNAL: path.join(dir, 'journal.jsonl'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise((r) => bridge.once('exit', r));
    try {
      // The bridge is up and idle (it has listed the players) before the deliveries are queued.
      while (world.commands(/^list uuids$/).length < 2) await new Promise((r) => setTimeout(r, 20));
      const enqueuedAt = performance.now();
      const ids = await enqueueDeliveries(
        db,
        Array.from({ length: DELIVERIES }, (_, i) => ({
          kind: 'vote_party' as const,
          playerUuid: players[i % players.length]!.uuid,
          payload: { votes: 1, item_id: 'bench-3' },
        })),
      );
      const list = `array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`;
      const count = async (status: string) =>
        Number(
          (
            await db.$client.query<{ n: string }>(
              `select count(*) as n from delivery_actions where id = any(${list}) and status = $1`,
              [status],
            )
          ).rows[0]!.n,
        );
      while ((await count('done')) < DELIVERIES) {
        if ((await count('failed')) > 0) throw new Error('a bench delivery failed');
        await new Promise((r) => setTimeout(r, 50));
      }
      const totalMs = performance.now() - enqueuedAt;
      const { rows } = await db.$client.query<{ id: string; ms: number }>(
        `select id, extract(epoch from acknowledged_at) * 1000 as ms from delivery_actions where id = any(${list})`,
      );
      const offset = Date.now() - performance.now();
      const commandMs = ids.map((id) => last.get(id)! - first.get(id)!);
      const toAckMs = rows.map((r) => Number(r.ms) - offset - first.get(r.id)!);
      const bridgeFigures = latencyFigures(commandMs);
      return {
        deliveries: DELIVERIES,
        commandsPerDelivery: 3,
        // Two of the three commands name their action: each seen exactly once.
        commandsRunOnce: world.commands(/bench[. ][0-9a-f]{8}-/).length === 2 * DELIVERIES,
        totalMs: Math.round(totalMs),
        deliveriesPerSecond: Math.round((DELIVERIES / totalMs) * 1000),
        perDeliveryCommands: bridgeFigures,
        perDeliveryToAck: latencyFigures(toAckMs),
        baselineDirectRcon: base,
        ratioTotalVsBaseline: Math.round((totalMs / base.totalMs) * 10) / 10,
        ratioP99VsBaseline: Math.round((bridgeFigures.p99Ms / base.p99Ms) * 10) / 10,
      };
    } finally {
      bridge.kill('SIGTERM');
      await exited;
    }
  } finally {
    await rcon.close();
    await db.$client.end();
  }
}
