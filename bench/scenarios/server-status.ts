import { performance } from 'node:perf_hooks';
import { startStatusResponder } from '../../src/server/integrations/minecraft/stand-in/status-responder.ts';
import { latencyFigures, percentile, type Scenario } from '../harness.ts';
import { pacedLoad } from '../paced-load.ts';
import { statusPort } from '../server-status-port.ts';

// The Minecraft server's status on the site (GET /api/server-status) while the game server is healthy (the
// baseline), slow (every ping hangs until its 3 s timeout) and down (its port refuses). Goal: p95 under 5 ms at the
// server in every phase. Each phase lasts longer than the kept answer (5 s) and a ping's timeout (3 s) together, so
// the site pings the server during it. Two measures per phase: one request at a time, timed by the route's
// Server-Timing and as a round trip on loopback; and open-loop load at RATE per second, as round trips.

const RATE = 200;
const PHASE_SEC = 12;
const GAP_MS = 20;
const FIELDS = {
  version: { name: '1.21.1', protocol: 767 },
  players: { online: 42, max: 100 },
  motd: 'Cobble League (bench)',
};

/** p50, p95, p99 and max to 0.001 ms: the time at the server is far below latencyFigures' 0.1 ms. */
function fine(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const at = (p: number) => round(percentile(sorted, p));
  return { p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: round(sorted.at(-1) ?? NaN) };
}

async function read(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { state: string };
  const roundTrip = performance.now() - started;
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { state: body.state, roundTrip, server };
}

async function until(url: string, state: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await read(url)).state !== state) {
    if (Date.now() > deadline) throw new Error(`the status never became ${state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One request at a time for PHASE_SEC: the time at the server, the round trip, and which states it answered. */
async function oneAtATime(url: string) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  const states: Record<string, number> = {};
  for (const end = Date.now() + PHASE_SEC * 1000; Date.now() < end;) {
    const r = await read(url);
    server.push(r.server);
    roundTrip.push(r.roundTrip);
    states[r.state] = (states[r.state] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return { requests: server.length, states, atServer: fine(server), roundTrip: latencyFigures(roundTrip) };
}

async function phase(url: string) {
  const sequential = await oneAtATime(url);
  const paced = await pacedLoad({
    url,
    method: 'GET',
    headers: {},
    body: () => undefined,
    rate: RATE,
    durationSec: PHASE_SEC,
  });
  return { ...sequential, pacedRoundTrip: paced };
}

const scenario: Scenario = async (ctx) => {
  const url = `${ctx.url}/api/server-status`;
  const port = statusPort(Number(new URL(ctx.url).port));
  const responder = await startStatusResponder({ port, status: () => FIELDS });
  try {
    await until(url, 'online');
    const healthy = await phase(url);
    responder.slow = 60_000;
    const slow = await phase(url);
    responder.slow = 0;
    await responder.down();
    const down = await phase(url);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      healthy,
      slow,
      down,
      atServerP95RatioSlowToHealthy: ratio(slow.atServer.p95Ms, healthy.atServer.p95Ms),
      atServerP95RatioDownToHealthy: ratio(down.atServer.p95Ms, healthy.atServer.p95Ms),
      roundTripP95RatioSlowToHealthy: ratio(slow.roundTrip.p95Ms, healthy.roundTrip.p95Ms),
      roundTripP95RatioDownToHealthy: ratio(down.roundTrip.p95Ms, healthy.roundTrip.p95Ms),
      atServerP95Under5Ms: [healthy, slow, down].every((p) => p.atServer.p95Ms < 5),
    };
  } finally {
    await responder.close();
  }
};
export default scenario;
