import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fields of /proc/<pid>/stat after the command name (in parentheses, may hold spaces): state, ppid, … */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * The process has not exited. An orphan that exited stays a zombie until whoever adopted it reaps it, which
 * some init processes do only every second or so; kill(pid, 0) still finds a zombie, /proc tells it apart.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return statFields(pid)?.[0] !== 'Z';
}

/** What /proc says about a process; undefined where there is no /proc (or the process is gone). */
function describeProcess(pid: number): { argv: string[]; ppid: number } | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const ppid = Number.parseInt(statFields(pid)?.[1] ?? '', 10);
    return Number.isFinite(ppid) ? { argv, ppid } : undefined;
  } catch {
    return undefined;
  }
}

const samePath = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
};

/** A postmaster of this data directory: the `postgres` binary started with `-D <dir>`. */
function isOurPostmaster(argv: string[], dir: string): boolean {
  const d = argv.indexOf('-D');
  return path.basename(argv[0] ?? '') === 'postgres' && d >= 0 && samePath(argv[d + 1] ?? '', dir);
}

/** Its parent is still the Node process that started it (it is reparented when that one dies). */
function hasLiveNodeParent(ppid: number): boolean {
  if (ppid <= 1) return false;
  const parent = describeProcess(ppid);
  return !!parent && path.basename(parent.argv[0] ?? '').startsWith('node');
}

/**
 * Clears what a crash leaves in the data directory so PostgreSQL can start: a postmaster.pid whose
 * process is gone, or a postmaster that outlived the Node process that started it (`kill -9` does
 * not reach the children). Only a postgres of this very directory is signalled; one still owned by
 * a running server is left alone and reported.
 */
export async function clearStalePostmaster(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && isRunning(pid)) {
    const proc = describeProcess(pid);
    const owned = !proc || (isOurPostmaster(proc.argv, dir) && hasLiveNodeParent(proc.ppid));
    if (owned) {
      throw new Error(`PostgreSQL (pid ${pid}) is already running on ${dir}; stop it or use another DATA_DIR.`);
    }
    if (isOurPostmaster(proc.argv, dir)) {
      log.warn({ pid, dir }, 'stopping the PostgreSQL left running by a crashed server');
      await stopProcess(pid);
      // A clean shutdown removes postmaster.pid itself.
      if (!existsSync(pidFile)) return;
    }
  }
  log.warn({ pidFile }, 'removing stale postmaster.pid');
  rmSync(pidFile, { force: true });
}

/**
 * Fast shutdown (SIGINT: its backends are gone with the crashed server, so this is one checkpoint); immediate
 * shutdown (SIGQUIT) if that takes more than 15 s. Its exit is looked for every 20 ms: the start waits on it.
 */
async function stopProcess(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid); waited += 20) {
    if (waited === 15_000) process.kill(pid, 'SIGQUIT');
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) does not stop`);
    await sleep(20);
  }
}
