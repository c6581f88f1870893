import { status } from 'minecraft-server-util';
import type { Logger } from 'pino';
import type { ServerStatus } from '../../../domain/server-status/status.ts';

// The Minecraft server's status by Server List Ping (minecraft-server-util), kept per instance. A read never waits
// on the game server: it answers what the last ping found, and when that is older than TTL_MS it starts one ping in
// the background (never two at once), so a slow or dead server costs a page nothing (docs/architecture.md).

/** How long a ping's answer is kept before the next read pings again. */
export const STATUS_TTL_MS = 5_000;
/** A ping that has not finished by then counts as the server being unreachable. */
export const STATUS_TIMEOUT_MS = 3_000;
const DEFAULT_PORT = 25565;

export interface ServerStatusOptions {
  /** host[:port], as players type it (MINECRAFT_SERVER_ADDRESS). */
  address: string;
  log?: Pick<Logger, 'info' | 'warn'>;
  ttlMs?: number;
  timeoutMs?: number;
}

export interface ServerStatusReader {
  /** The last known status, at once; starts a refresh in the background when it is stale. */
  read(): ServerStatus;
  /** The refresh under way, if any: for tests and the bench to wait on the background work they caused. */
  readonly refreshing: Promise<void> | undefined;
}

/**
 * host and port of an address. Without a port the game client looks up the _minecraft._tcp SRV record before
 * using 25565; with one it connects there directly, and so does this.
 */
export function parseServerAddress(address: string): { host: string; port: number; srv: boolean } {
  const match = /^(.*):(\d{1,5})$/.exec(address.trim());
  if (!match) return { host: address.trim(), port: DEFAULT_PORT, srv: true };
  return { host: match[1]!, port: Number(match[2]), srv: false };
}

/** A server may report anything; the site shows whole, non-negative counts and text without § codes. */
const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);
const plain = (text: unknown) =>
  String(text ?? '')
    .replace(/§./g, '')
    .trim();

export function createServerStatus(opts: ServerStatusOptions): ServerStatusReader {
  const { host, port, srv } = parseServerAddress(opts.address);
  const ttlMs = opts.ttlMs ?? STATUS_TTL_MS;
  const timeout = opts.timeoutMs ?? STATUS_TIMEOUT_MS;
  let current: ServerStatus = { state: 'checking' };
  let checkedAt = -Infinity;
  let lastSeenAt: string | null = null;
  let refreshing: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const wasOnline = current.state === 'online';
    try {
      const answer = await status(host, port, { timeout, enableSRV: srv });
      lastSeenAt = new Date().toISOString();
      current = {
        state: 'online',
        checkedAt: lastSeenAt,
        playersOnline: count(answer.players?.online),
        playersMax: count(answer.players?.max),
        version: plain(answer.version?.name),
        motd: plain(answer.motd?.clean),
        latencyMs: count(answer.roundTripLatency),
      };
      if (!wasOnline) opts.log?.info({ address: opts.address }, 'minecraft server answers its status ping');
    } catch (err) {
      current = { state: 'offline', checkedAt: new Date().toISOString(), lastSeenAt };
      if (wasOnline || checkedAt === -Infinity)
        opts.log?.warn({ address: opts.address, err: (err as Error).message }, 'minecraft server unreachable');
    } finally {
      checkedAt = Date.now();
    }
  }

  return {
    read() {
      if (!refreshing && Date.now() - checkedAt >= ttlMs)
        refreshing = refresh().finally(() => (refreshing = undefined));
      return current;
    },
    get refreshing() {
      return refreshing;
    },
  };
}
