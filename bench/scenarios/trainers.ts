import { timingFigures, type Scenario } from '../harness.ts';
import { benchPlayer, buildLadderData } from '../ladder-data.ts';

// A trainer's profile (GET /api/trainers/{name}: record, rank, the rating chart's points and the first page of
// matches) on the bench ladder of 1,000,000 players and 10,000,000 matches (bench/ladder-data.ts): p95 under 30 ms
// at the server, hot and cold (issue 39).
//
// At the server: the route reports the time of its lookups in its Server-Timing header (trainer;dur=<ms>); the round
// trip is kept too. Cold: 300 profiles of different players spread over the ladder, each asked once. Hot: 20 of
// them asked in turn, 300 times. Then the profile page itself (/trainers/<name>, rendered by the server with its
// data), by round trip. Baseline in the same run: the cached first page of the ladder (GET /api/leaderboard).
//
// BENCH_LADDER_PLAYERS and BENCH_LADDER_MATCHES make a smaller ladder for a quick try of the scenario itself.

const REQUESTS = 300;

async function timings(base: string, paths: string[], count = REQUESTS) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length]!;
    const t = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    roundTrip.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const timing = /trainer;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (timing) server.push(Number(timing[1]));
  }
  return { server: server.length ? timingFigures(server) : undefined, roundTrip: timingFigures(roundTrip) };
}

const trainers: Scenario = async (ctx) => {
  const players = Number(process.env.BENCH_LADDER_PLAYERS ?? 1_000_000);
  const matches = Number(process.env.BENCH_LADDER_MATCHES ?? 10_000_000);
  const data = await buildLadderData(ctx.databaseUrl, { players, matches });
  // Players spread over the whole ladder (every rating band), each a different one.
  const spread = (n: number, offset: number) =>
    Array.from({ length: n }, (_, i) => benchPlayer(1 + ((i * Math.floor(players / n) + offset) % players)).name);
  const cold = spread(REQUESTS, 13).map((name) => `/api/trainers/${name}`);
  const hot = spread(20, 7).map((name) => `/api/trainers/${name}`);
  const result: Record<string, unknown> = {
    players,
    matches,
    dataBuilt: data.built,
    dataBuildSeconds: Math.round(data.ms / 100) / 10,
    baselineCachedLadder: await timings(ctx.url, ['/api/leaderboard']),
    cold: await timings(ctx.url, cold),
  };
  for (const p of hot) await (await fetch(`${ctx.url}${p}`)).arrayBuffer();
  result.hot = await timings(ctx.url, hot);
  result.pageRoundTrip = (
    await timings(
      ctx.url,
      spread(20, 3).map((name) => `/trainers/${name}`),
      100,
    )
  ).roundTrip;
  result.pass = ['cold', 'hot'].every((k) => (result[k] as { server?: { p95: number } }).server!.p95 < 30);
  return result;
};
export default trainers;
