import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../src/server/db/client.ts';
import { createGameApiKey } from '../../src/server/game-keys/keys.ts';
import { benchPlayers } from '../game/bench-players.ts';
import { connectSseClients } from '../game/sse-clients.ts';
import { latencyFigures, type Scenario } from '../harness.ts';

// From sending a match report to each of 1,000 connected SSE clients receiving the `change`
// event for that match: report -> transaction -> pg_notify -> LISTEN -> fan-out -> socket.
const CLIENTS = 1000;
const REPORTS = 40;
const GAP_MS = 250;

const sseLatency: Scenario = async (ctx) => {
  const db = createDatabase(ctx.databaseUrl, 2);
  const { key } = await createGameApiKey(db, 'bench sse-latency');
  await db.$client.end();
  const players = benchPlayers(randomUUID().slice(0, 8), 20);
  const report = async (id: string) => {
    const a = players[Math.floor(Math.random() * players.length)]!;
    let b = a;
    while (b === a) b = players[Math.floor(Math.random() * players.length)]!;
    const res = await fetch(`${ctx.url}/api/game/v1/matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, kind: 'ladder', leader: a, challenger: b, winner_uuid: a.uuid }),
    });
    if (!res.ok) throw new Error(`report failed: ${res.status}`);
  };
  // Every player known and rated once, so measured reports only update rows.
  for (let i = 0; i < players.length; i += 2) {
    await fetch(`${ctx.url}/api/game/v1/matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `warm:${randomUUID()}`,
        kind: 'ladder',
        leader: players[i],
        challenger: players[i + 1],
        winner_uuid: players[i]!.uuid,
      }),
    });
  }

  const sentAt = new Map<string, number>();
  const clients = await connectSseClients(`${ctx.url}/api/realtime`, CLIENTS);
  try {
    for (let i = 0; i < REPORTS; i++) {
      const id = `sse:${randomUUID()}`;
      sentAt.set(id, performance.now());
      await report(id);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    await new Promise((r) => setTimeout(r, 2000)); // stragglers
  } finally {
    clients.close();
  }
  const latencies: number[] = [];
  const seen = new Set<string>();
  for (const { client, at, change } of clients.changes()) {
    const t0 = sentAt.get(change.id);
    if (change.table !== 'matches' || t0 === undefined || seen.has(`${client}:${change.id}`)) continue;
    seen.add(`${client}:${change.id}`);
    latencies.push(at - t0);
  }
  const figures = latencyFigures(latencies);
  return {
    clients: CLIENTS,
    reports: REPORTS,
    deliveries: latencies.length,
    missed: CLIENTS * REPORTS - latencies.length,
    ...figures,
    goal: 'p95 < 50 ms',
    goalMet: figures.p95Ms < 50 && latencies.length === CLIENTS * REPORTS,
  };
};
export default sseLatency;
