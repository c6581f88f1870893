import pg from 'pg';
import { timingFigures, type Scenario } from '../harness.ts';

// The signed-in user's rank and tier with 1,000,000 rated players: p95 under 5 ms at the server, for a
// player at the top, in the middle and at the bottom of the ladder.
//
// Measured at the server: GET /api/leaderboard/me reports the time of the rank lookup in its
// Server-Timing header (rank;desc=<histogram|count>;dur=<ms>), taken inside the server around the use
// case. 300 sequential requests per player; the client-side round trip is reported too.

const PLAYERS = 1_000_000;
const REQUESTS = 300;

/** A session cookie for a new user, through the same Discord sign-in a browser goes through (the stand-in). */
export async function signIn(base: string, name: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) jar.set(c.split('=')[0]!, c.split(';')[0]!);
  };
  const cookie = () => [...jar.values()].join('; ');
  const start = await fetch(`${base}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ provider: 'discord', callbackURL: '/' }),
  });
  keep(start);
  const authorize = new URL(((await start.json()) as { url: string }).url);
  const form = new URLSearchParams({ new_name: name });
  for (const k of ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method'])
    form.set(k, authorize.searchParams.get(k) ?? '');
  const picked = await fetch(`${base}${authorize.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const callback = new URL(picked.headers.get('location')!);
  keep(
    await fetch(`${base}${callback.pathname}${callback.search}`, { headers: { cookie: cookie() }, redirect: 'manual' }),
  );
  return cookie();
}

async function insertLadder(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from elo_ratings');
  if (rows[0]!.n >= PLAYERS) return 0;
  const started = performance.now();
  // A bulk load is not news for browsers: the row triggers stay quiet and one notice is sent at the end.
  await client.query('alter table minecraft_accounts disable trigger user');
  await client.query('alter table elo_ratings disable trigger user');
  try {
    // Ratings roughly bell-shaped around 1000 (the sum of four uniform draws), like a real ladder.
    await client.query(`
      with accounts as (
        insert into minecraft_accounts (uuid, name)
        select md5('bench-player-' || g)::uuid, 'Bench' || g from generate_series(1, ${PLAYERS}) g
        returning uuid
      )
      insert into elo_ratings (player_uuid, rating, wins, losses, streak, games_played)
      select uuid, 1000 + round((random() + random() + random() + random() - 2) * 300)::int, w, l, 0, w + l
      from (select uuid, floor(random() * 60)::int as w, floor(random() * 60)::int as l from accounts) a`);
  } finally {
    await client.query('alter table minecraft_accounts enable trigger user');
    await client.query('alter table elo_ratings enable trigger user');
  }
  await client.query(`select pg_notify('changes', '{"table":"elo_ratings","op":"INSERT","id":null}')`);
  await client.query('vacuum analyze minecraft_accounts');
  await client.query('vacuum analyze elo_ratings');
  return Math.round(performance.now() - started);
}

async function rankTimings(base: string, cookie: string) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  const sources = new Map<string, number>();
  let body: unknown;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/leaderboard/me`, { headers: { cookie } });
    body = await res.json();
    roundTrip.push(performance.now() - t);
    const timing = /desc=(\w+);dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    server.push(Number(timing?.[2]));
    sources.set(timing?.[1] ?? '?', (sources.get(timing?.[1] ?? '?') ?? 0) + 1);
  }
  return {
    answer: body,
    server: timingFigures(server),
    roundTrip: timingFigures(roundTrip),
    countedBy: Object.fromEntries(sources),
  };
}

/** The exact count in the database, which answers while the histogram is being rebuilt after a change. */
async function countTimings(client: pg.Client, rating: number) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await client.query('select count(*) from elo_ratings where rating > $1', [rating]);
    times.push(performance.now() - t);
  }
  return timingFigures(times);
}

const ladderRank: Scenario = async (ctx) => {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const loadMs = await insertLadder(client);
    const {
      rows: [total],
    } = await client.query<{ n: number }>('select count(*)::int as n from elo_ratings');
    const pick = async (order: 'desc' | 'asc' | 'middle') => {
      const sql =
        order === 'middle'
          ? `select player_uuid, rating from elo_ratings order by rating desc offset ${Math.floor(total!.n / 2)} limit 1`
          : `select player_uuid, rating from elo_ratings order by rating ${order} limit 1`;
      return (await client.query<{ player_uuid: string; rating: number }>(sql)).rows[0]!;
    };
    const result: Record<string, unknown> = { ratedPlayers: total!.n, bulkLoadMs: loadMs };
    const positions = { top: await pick('desc'), middle: await pick('middle'), bottom: await pick('asc') };
    for (const [where, player] of Object.entries(positions)) {
      const cookie = await signIn(ctx.url, `Bench ${where} ${Date.now()}`);
      const { rows } = await client.query<{ id: string }>(`select id from "user" order by created_at desc limit 1`);
      await client.query('update minecraft_accounts set user_id = $1 where uuid = $2', [
        rows[0]!.id,
        player.player_uuid,
      ]);
      // Warm up until the first lookups (counted in the database) have started the histogram.
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${ctx.url}/api/leaderboard/me`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.headers.get('server-timing')?.includes('histogram')) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const timings = await rankTimings(ctx.url, cookie);
      result[where] = {
        rating: player.rating,
        ...timings,
        databaseCountFallback: await countTimings(client, player.rating),
      };
    }
    const p95s = ['top', 'middle', 'bottom'].map((w) => (result[w] as { server: { p95: number } }).server.p95);
    result.pass = p95s.every((p) => p < 5);
    return result;
  } finally {
    await client.end();
  }
};
export default ladderRank;
