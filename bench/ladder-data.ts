import pg from 'pg';

/**
 * The bench ladder: 1,000,000 rated players and 10,000,000 finished ladder matches, for the ladder
 * pages, the name search and the trainer profiles (`await buildLadderData(ctx.databaseUrl)` in a scenario).
 *
 * - Player n (1 ≤ n ≤ players) is the Minecraft account `Bench<n>` with uuid `md5('bench-player-<n>')::uuid`
 *   (the same accounts bench/scenarios/ladder-rank.ts makes, so either can come first); see `benchPlayer`.
 * - Match g is `bench-<g padded to 8 digits>`, kind `ladder`, rated in order (`rated_seq` = g), ended at
 *   evenly spaced moments over the last 120 days (match g = 10,000,000 a minute ago). Its first player
 *   (`leader_uuid`) is player 1 + (g − 1) mod players, its second a pseudo-random other one; the winner
 *   gains what the loser loses (8 to 32 points), drawn from a hash of g, so the data is the same on every run.
 * - Each player's `elo_ratings` row agrees with the matches: rating = 1000 + the sum of their deltas,
 *   wins, losses and games played counted from them, `updated_at` = their last match (streak 0). So a
 *   rating history drawn from the stored changes ends at the rating, and ratings are bell-shaped around 1000.
 *   ladder_rating_counts is rebuilt to match.
 *
 * Everything is written in one transaction, with the row triggers off (one change notice for each table
 * at the end) and the tables' secondary indexes rebuilt once at the end rather than row by row. If the
 * data is already there (the last match exists), nothing is done: scenarios of one run share it.
 * About 4 GB on disk at full size; several minutes on a shared 2-core machine.
 */
export async function buildLadderData(
  databaseUrl: string,
  { players = 1_000_000, matches = 10_000_000, days = 120 } = {},
): Promise<{ built: boolean; ms: number; players: number; matches: number }> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = await client.query('select 1 from matches where id = $1', [benchMatchId(matches)]);
    if (done.rowCount) return { built: false, ms: Math.round(performance.now() - started), players, matches };
    await client.query('begin');
    // Triggers off for this session only (the change notices and the foreign key checks, which the
    // construction guarantees), and room for the index builds.
    await client.query(`set local session_replication_role = replica`);
    await client.query(`set local maintenance_work_mem = '256MB'`);
    await client.query(`set local synchronous_commit = off`);
    const tables = ['minecraft_accounts', 'elo_ratings', 'matches'] as const;
    const indexes: string[] = [];
    for (const table of tables) indexes.push(...(await dropSecondaryIndexes(client, table)));

    await client.query(
      `insert into minecraft_accounts (uuid, name)
       select md5('bench-player-' || g)::uuid, 'Bench' || g from generate_series(1, $1::int) g
       on conflict do nothing`,
      [players],
    );
    // h: a hash of g, the match's coin (low bit) and stake (higher bits); the second player is
    // a multiplicative-hash step away from the first, never the first itself.
    await client.query(
      `insert into matches (id, kind, started_at, ended_at, result, leader_uuid, challenger_uuid, winner_uuid,
                            loser_uuid, leader_delta, challenger_delta, rated_seq, created_at)
       select 'bench-' || lpad(g::text, 8, '0'), 'ladder', t - interval '7 minutes', t,
              case when lw then 'leader_won' else 'challenger_won' end,
              l, c, case when lw then l else c end, case when lw then c else l end,
              case when lw then d else -d end, case when lw then -d else d end, g, t
       from (
         select g,
                md5('bench-player-' || (1 + (g - 1) % $1))::uuid as l,
                md5('bench-player-' || (1 + ((g - 1) % $1 + 1 + (g * 2654435761) % ($1 - 1)) % $1))::uuid as c,
                h & 1 = 0 as lw,
                8 + (h >> 1 & 1023) % 25 as d,
                now() - interval '1 minute' - ($2::bigint - g) * ($3::int * interval '1 day' / $2::bigint) as t
         from (select g, hashint8(g) as h from generate_series(1::bigint, $2::bigint) g) s
       ) m`,
      [players, matches, days],
    );
    await client.query(
      `insert into elo_ratings (player_uuid, rating, wins, losses, streak, games_played, updated_at)
       select p, 1000 + sum(delta), count(*) filter (where delta > 0), count(*) filter (where delta < 0), 0,
              count(*), max(t)
       from (
         select leader_uuid as p, leader_delta as delta, ended_at as t from matches where id like 'bench-%'
         union all
         select challenger_uuid, challenger_delta, ended_at from matches where id like 'bench-%'
       ) x
       group by p
       on conflict (player_uuid) do update set rating = excluded.rating, wins = excluded.wins,
         losses = excluded.losses, streak = 0, games_played = excluded.games_played, updated_at = excluded.updated_at`,
    );
    await client.query(
      `select setval('match_rating_order', greatest($1::bigint, (select last_value from match_rating_order)))`,
      [matches],
    );
    // The per-rating counts the ladder pages read are kept by triggers, which were off.
    await client.query(`delete from ladder_rating_counts`);
    await client.query(
      `insert into ladder_rating_counts (rating, players) select rating, count(*) from elo_ratings group by rating`,
    );
    for (const definition of indexes) await client.query(definition);
    // A bulk load is not news for browsers one row at a time: one notice per table drops the caches.
    for (const table of tables)
      await client.query(
        `select pg_notify('changes', json_build_object('table', $1::text, 'op', 'INSERT', 'id', null)::text)`,
        [table],
      );
    await client.query('commit');
    for (const table of tables) await client.query(`vacuum analyze ${table}`);
    return { built: true, ms: Math.round(performance.now() - started), players, matches };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Player n of the bench ladder (1-based): its uuid (as the database computes it) and Minecraft name. */
export const benchPlayer = (n: number) => ({ uuidSql: `md5('bench-player-${n}')::uuid`, name: `Bench${n}` });

/** The id of bench match g (1-based). */
export const benchMatchId = (g: number) => `bench-${String(g).padStart(8, '0')}`;

/** Drops a table's indexes that back no constraint and returns the statements that recreate them. */
async function dropSecondaryIndexes(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = $1::regclass
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [table],
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows.map((r) => r.definition);
}
