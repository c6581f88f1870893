import pg from 'pg';
import type { BenchContext, LoadFigures, Scenario } from '../harness.ts';

// The home and leaderboard endpoints under load (autocannon, 100 connections) against a bare node:http
// server answering the same bytes in the same run, while ratings change several times a second.
// Targets: at least 0.9 of the baseline's req/s and a p99 under 50 ms; the cache must stay correct.

const CHANGES_PER_SECOND = 8;

interface Player {
  uuid: string;
  rating: number;
}

/** Moves players near the top of the ladder up and down, so the cached top 10 really has to follow. */
function churnRatings(client: pg.Client) {
  let changes = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query<Player>(
        'select player_uuid as uuid, rating from elo_ratings order by rating desc limit 30',
      );
      const player = rows[Math.floor(Math.random() * rows.length)]!;
      const delta = Math.floor(Math.random() * 81) - 40 || 1;
      await client.query('update elo_ratings set rating = rating + $1, updated_at = now() where player_uuid = $2', [
        delta,
        player.uuid,
      ]);
      changes++;
    } finally {
      busy = false;
    }
  }, 1000 / CHANGES_PER_SECOND);
  return { stop: () => clearInterval(timer), changes: () => changes };
}

async function topFromDatabase(client: pg.Client, limit: number) {
  const { rows } = await client.query<{ name: string; rating: number }>(
    `select m.name, r.rating from elo_ratings r join minecraft_accounts m on m.uuid = r.player_uuid
     order by r.rating desc, r.wins desc, m.name asc limit $1`,
    [limit],
  );
  return rows.map((r) => `${r.name}:${r.rating}`);
}

async function measure(
  ctx: BenchContext,
  client: pg.Client,
  path: string,
  pick: (body: never) => { name: string; rating: number }[],
) {
  const url = ctx.url + path;
  const warm = await fetch(url);
  const body = await warm.text();
  const churn = churnRatings(client);
  // Sample the endpoint while it is under load and changing: every answer must be a whole, valid ladder.
  const etags = new Set<string>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const res = await fetch(url);
      etags.add(res.headers.get('etag') ?? '');
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  let site: LoadFigures;
  try {
    site = await ctx.load({ url });
  } finally {
    churn.stop();
    sampling = false;
    await sampler;
  }
  // Once the changes stop, the cached answer must equal a fresh read of the database.
  await new Promise((r) => setTimeout(r, 500));
  const cached = pick((await (await fetch(url)).json()) as never).map((p) => `${p.name}:${p.rating}`);
  const fresh = await topFromDatabase(client, cached.length);
  const bare = await ctx.bareServer(body, warm.headers.get('content-type') ?? 'application/json');
  let baseline: LoadFigures;
  try {
    baseline = await ctx.load({ url: bare.url });
  } finally {
    bare.stop();
  }
  const ratio = Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100;
  return {
    endpoint: path,
    bodyBytes: body.length,
    site,
    baseline,
    ratio,
    ratingChanges: churn.changes(),
    distinctAnswersSeen: etags.size,
    cacheMatchesDatabaseAfterwards: JSON.stringify(cached) === JSON.stringify(fresh),
    pass:
      ratio >= 0.9 &&
      site.p99Ms < 50 &&
      site.errors === 0 &&
      site.non2xx === 0 &&
      JSON.stringify(cached) === JSON.stringify(fresh),
  };
}

const homeAndLeaderboard: Scenario = async (ctx) => {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const home = await measure(
      ctx,
      client,
      '/api/home',
      (b: { leaderboard: { players: { name: string; rating: number }[] } }) => b.leaderboard.players,
    );
    const leaderboard = await measure(
      ctx,
      client,
      '/api/leaderboard',
      (b: { trainers: { players: { name: string; rating: number }[] } }) => b.trainers.players,
    );
    return { changesPerSecond: CHANGES_PER_SECOND, home, leaderboard };
  } finally {
    await client.end();
  }
};
export default homeAndLeaderboard;
