import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGameApiKey } from '../../src/server/game-keys/keys.ts';
import {
  startRconServer,
  type RunningRconServer,
} from '../../src/server/integrations/minecraft/stand-in/rcon-server.ts';
import { StandInWorld } from '../../src/server/integrations/minecraft/stand-in/world.ts';
import type { TestServer } from '../setup/test-server.ts';

export const RCON_PASSWORD = 'stand-in-secret';

/** A stock Minecraft server as the bridge sees it: the stand-in world behind a real RCON port. */
export async function standInServer(port = 0): Promise<{ world: StandInWorld; rcon: RunningRconServer }> {
  const world = new StandInWorld();
  return { world, rcon: await startRconServer({ world, password: RCON_PASSWORD, port }) };
}

export interface BridgeProcess {
  child: ChildProcess;
  /** Everything it printed so far (pino JSON lines and errors). */
  output: () => string;
  exited: Promise<number | null>;
  journal: string;
}

/** Settings for a quick bridge: short intervals, its own journal in a fresh folder. */
export async function bridgeSetup(server: TestServer, rconPort: number, file: Record<string, unknown> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bridge-test-'));
  const config = path.join(dir, 'bridge.json');
  writeFileSync(
    config,
    JSON.stringify({ intervals: { poll_seconds: 0.1, presence_seconds: 0.1, lease_seconds: 10 }, ...file }),
  );
  const key = await createGameApiKey(server.deps.db, `bridge ${path.basename(dir)}`);
  const env = {
    BRIDGE_SITE_URL: server.url,
    BRIDGE_GAME_KEY: key.key,
    RCON_HOST: '127.0.0.1',
    RCON_PORT: String(rconPort),
    RCON_PASSWORD,
    BRIDGE_CONFIG: config,
    BRIDGE_JOURNAL: path.join(dir, 'journal.jsonl'),
    LOG_LEVEL: 'info',
  };
  return { env, journal: env.BRIDGE_JOURNAL };
}

/** `npm run bridge` as its own process, as an operator runs it. */
export function spawnBridge(env: Record<string, string>): BridgeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/bridge/main.ts'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited, journal: env.BRIDGE_JOURNAL ?? '' };
}

export async function stopBridge(b: BridgeProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (b.child.exitCode === null && b.child.signalCode === null) b.child.kill(signal);
  await b.exited;
}
