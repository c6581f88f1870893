import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { logFile, REPO } from './settings.ts';

/** Starts a long-running process of the rehearsal; its output goes to logs/<name>.log. */
export function start(name: string, cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const out = openSync(logFile(name), 'a');
  return spawn(cmd, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
}

/** Runs a command to its end and returns its output; a failure throws with what it printed. */
export function run(cmd: string, args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}): string {
  const res = spawnSync(cmd, args, {
    cwd: opts.cwd ?? REPO,
    env: { ...process.env, ...opts.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` answers true (it may throw meanwhile), or fails naming what never came up. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
  process?: { child: ChildProcess; log: string },
) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (process && (process.child.exitCode !== null || process.child.signalCode !== null)) {
      const tail = readFileSync(logFile(process.log), 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`rehearsal: ${what} exited before it came up:\n${tail}`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`rehearsal: ${what} did not come up in ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

export const answers = async (url: string) => (await fetch(url)).ok;

/** GET over HTTPS trusting only the given CA: whether the site answers through the proxy. */
export function httpsStatus(url: string, caFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca: readFileSync(caFile) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Stops a process and waits for it to exit (SIGKILL after 30 s). */
export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
