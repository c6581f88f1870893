import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface BenchContext {
  /** The site under test, e.g. http://127.0.0.1:3200 */
  url: string;
  /** Its database, for setting up data and checking results. */
  databaseUrl: string;
  load: (opts: autocannon.Options) => Promise<LoadFigures>;
  /** A bare node:http server answering `body` in a child process: the baseline. */
  bareServer: (body: string, contentType: string) => Promise<{ url: string; stop: () => void }>;
  /** The guard's short run (`npm run bench -- guard`): `load` runs 4 s at most, scenarios fewer rounds. */
  brief: boolean;
}

export type Scenario = (ctx: BenchContext) => Promise<Record<string, unknown>>;

export async function load(opts: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ duration: 10, connections: 100, ...opts });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A Node process running `args` under tsx; its standard output goes to `logFile` when one is named. */
export function spawnNode(args: string[], env: Record<string, string>, logFile?: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'inherit', 'inherit'],
  });
}

export async function bareServer(body: string, contentType: string, port: number) {
  const child = spawnNode(['bench/bare-server.ts'], {
    BARE_PORT: String(port),
    BARE_BODY: body,
    BARE_TYPE: contentType,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The machine's CPU time counters from /proc/stat (Linux): user, system, idle, iowait and steal. */
export function cpuTimes(): number[] {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
    return [user! + nice!, system! + irq! + softirq!, idle!, iowait!, steal!];
  } catch {
    return [];
  }
}

/**
 * How the machine's CPU time went between two readings, in percent. On a virtual machine, `steal`
 * is time the host gave to someone else: figures measured while it is high are not this code's.
 */
export function cpuShare(before: number[], after: number[]) {
  if (before.length === 0) return undefined;
  const d = after.map((v, i) => v - before[i]!);
  const total = d.reduce((a, b) => a + b, 0) || 1;
  const pct = (v: number) => Math.round((v / total) * 100);
  return {
    userPct: pct(d[0]!),
    systemPct: pct(d[1]!),
    idlePct: pct(d[2]!),
    iowaitPct: pct(d[3]!),
    stealPct: pct(d[4]!),
  };
}

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50, p95, p99 and max of timings in milliseconds, to 0.01 ms (a lookup's Server-Timing, a round trip). */
export function timingFigures(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
  };
}

/** p50, p95, p99 and max of latencies in milliseconds, to 0.1 ms. */
export function latencyFigures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}
