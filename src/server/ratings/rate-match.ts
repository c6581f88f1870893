import type { MatchReport } from '../../domain/game/matches.ts';
import { rateMatch, type RatingState } from '../../domain/leaderboard/elo.ts';
import type { Database } from '../db/client.ts';
import { matchFromRaw, type MatchRow } from './match-view.ts';
import { ACCOUNT_CONFLICT, inLockOrder } from '../players/minecraft-accounts.ts';
import { RATING_COLUMNS_SQL, ratingState, type RatingRow } from './ratings.ts';

/**
 * A finished battle is rated optimistically, with no open transaction (decision 009). The ratings
 * the players had are taken from the hints this process keeps (the states it last wrote) or read;
 * Elo is computed here; then one statement locks both rating rows only if they still hold those
 * ratings, and stores the match, both new ratings and the gym leader's counts. If another report
 * (or instance, or a staff correction) moved a rating meanwhile, nothing is written and the caller
 * reads again. No lock is held while this process computes, and most reports take one statement.
 */

/** Players whose last written rating this process remembers; a hint only, checked by the write. */
const HINT_LIMIT = 50_000;
const hints = new WeakMap<Database, Map<string, RatingState>>();

function hintsOf(db: Database): Map<string, RatingState> {
  let h = hints.get(db);
  if (!h) hints.set(db, (h = new Map()));
  return h;
}

/** Both players' ratings as this process last wrote them, if it remembers both. */
export function ratingHints(db: Database, r: MatchReport): Map<string, RatingState> | null {
  const h = hintsOf(db);
  const [a, b] = [h.get(r.leader.uuid), h.get(r.challenger.uuid)];
  return a && b
    ? new Map([
        [r.leader.uuid, a],
        [r.challenger.uuid, b],
      ])
    : null;
}

function remember(db: Database, states: Map<string, RatingState>): void {
  const h = hintsOf(db);
  for (const [uuid, state] of states) {
    h.delete(uuid); // re-inserted last, so the oldest hints are the first evicted
    h.set(uuid, state);
  }
  for (const uuid of h.keys()) {
    if (h.size <= HINT_LIMIT) break;
    h.delete(uuid);
  }
}

export interface Snapshot {
  existing: MatchRow | null;
  /** Both players' ratings, or null when either has no rating row yet. */
  ratings: Map<string, RatingState> | null;
}

const READ = `
  select (select row_to_json(m) from matches m where m.id = $1) as existing,
         coalesce((select json_agg(e) from (
           select ${RATING_COLUMNS_SQL} from elo_ratings
           where player_uuid = any($2::uuid[])) e), '[]'::json) as ratings`;

export async function readForRating(db: Database, r: MatchReport): Promise<Snapshot> {
  const { rows } = await db.$client.query<{ existing: Record<string, unknown> | null; ratings: RatingRow[] }>({
    name: 'match-report-read',
    text: READ,
    values: [r.id, [r.leader.uuid, r.challenger.uuid]],
  });
  const { existing, ratings } = rows[0]!;
  const states = new Map(ratings.map((e) => [e.playerUuid, ratingState(e)]));
  return { existing: existing ? matchFromRaw(existing) : null, ratings: states.size === 2 ? states : null };
}

/** Records the players whose UUIDs and names the array parameters `uuids` and `names` hold. */
const recordAccounts = (uuids: string, names: string) => `
    insert into minecraft_accounts (uuid, name, last_seen_at)
    select u, n, now() from unnest(${uuids}::uuid[], ${names}::text[]) as t(u, n)
    ${ACCOUNT_CONFLICT}`;

/** Gives players seen for the first time their account and starting rating (once per player). */
export async function addPlayers(db: Database, r: MatchReport): Promise<void> {
  const players = inLockOrder([r.leader, r.challenger]);
  await db.$client.query({
    name: 'match-report-add-players',
    text: `
      with accounts as (${recordAccounts('$1', '$2')})
      insert into elo_ratings (player_uuid) select unnest($1::uuid[]) on conflict (player_uuid) do nothing`,
    values: [players.map((p) => p.uuid), players.map((p) => p.name)],
  });
}

/**
 * The write. The accounts are recorded first (a new name replaces the old; last_seen_at at most
 * once a minute), then both rating rows are locked in UUID order, but only while they still hold
 * the ratings the caller had (a row another report changed meanwhile is re-checked after that
 * report commits and then fails the check). Only with both locked is the match inserted (or, if the
 * same battle was reported as started, finished), the ratings written and the gym leader's counts
 * moved by one.
 */
const WRITE = `
  with accounts as (${recordAccounts('$13', '$14')} returning 1),
  v as (
    select * from unnest($13::uuid[], $15::int[], $16::int[], $17::int[], $18::int[], $19::int[],
      $20::int[], $21::int[], $22::int[], $23::int[], $24::int[])
      as v(uuid, rating0, wins0, losses0, streak0, games0, rating, wins, losses, streak, games)
  ),
  locked as (
    select e.player_uuid from elo_ratings e join v on v.uuid = e.player_uuid
    where (e.rating, e.wins, e.losses, e.streak, e.games_played) = (v.rating0, v.wins0, v.losses0, v.streak0, v.games0)
      and (select count(*) from accounts) >= 0
    order by e.player_uuid
    for update of e
  ),
  ok as (select count(*) = 2 as ok from locked),
  inserted as (
    insert into matches (id, kind, gym_leader_id, leader_uuid, challenger_uuid, started_at, ended_at, result,
      winner_uuid, loser_uuid, leader_delta, challenger_delta, rated_seq)
    select $1, $2, $3::uuid, $4::uuid, $5::uuid, coalesce($6::timestamptz, $7::timestamptz, now()),
      coalesce($7::timestamptz, now()), $8, $9::uuid, $10::uuid, $11::int, $12::int, nextval('match_rating_order')
    where (select ok from ok)
    on conflict (id) do nothing
    returning *
  ),
  finished as (
    update matches set result = $8, winner_uuid = $9::uuid, loser_uuid = $10::uuid, leader_delta = $11::int,
      challenger_delta = $12::int, ended_at = coalesce($7::timestamptz, now()), rated_seq = nextval('match_rating_order')
    where id = $1 and result = 'in_progress' and kind = $2 and gym_leader_id is not distinct from $3::uuid
      and leader_uuid = $4::uuid and challenger_uuid = $5::uuid
      and not exists (select 1 from inserted) and (select ok from ok)
    returning *
  ),
  m as (select * from inserted union all select * from finished),
  rated as (
    update elo_ratings e set rating = v.rating, wins = v.wins, losses = v.losses, streak = v.streak,
      games_played = v.games, updated_at = now()
    from v where e.player_uuid = v.uuid and exists (select 1 from m)
    returning 1
  ),
  gym as (
    update gym_leaders g set
      badges_awarded = g.badges_awarded + (m.result = 'challenger_won')::int,
      leader_wins = g.leader_wins + (m.result = 'leader_won')::int,
      win_rate = (g.leader_wins + (m.result = 'leader_won')::int)::real / (g.leader_wins + g.badges_awarded + 1),
      last_active_at = greatest(g.last_active_at, m.ended_at)
    from m where g.id = m.gym_leader_id and m.kind = 'gym'
    returning 1
  )
  select (select ok from ok) as ok, m.* from (select 1) one left join m on true`;

/**
 * Rates the battle from the ratings the players had and writes it; null when nothing was written
 * because those ratings are no longer current or the id is taken by a finished match (read again).
 */
export async function writeRatedMatch(
  db: Database,
  r: MatchReport,
  gymLeaderId: string | null,
  before: Map<string, RatingState>,
): Promise<MatchRow | null> {
  const leaderWon = r.winner_uuid === r.leader.uuid;
  const rated = rateMatch(before.get(r.leader.uuid)!, before.get(r.challenger.uuid)!, leaderWon ? 'a' : 'b');
  const after = new Map([
    [r.leader.uuid, rated.a],
    [r.challenger.uuid, rated.b],
  ]);
  const players = inLockOrder([r.leader, r.challenger]);
  const column = (states: Map<string, RatingState>, k: keyof RatingState) => players.map((p) => states.get(p.uuid)![k]);
  const { rows } = await db.$client.query<Record<string, unknown>>({
    name: 'match-report-write',
    text: WRITE,
    values: [
      r.id,
      r.kind,
      gymLeaderId,
      r.leader.uuid,
      r.challenger.uuid,
      r.started_at ?? null,
      r.ended_at ?? null,
      leaderWon ? 'leader_won' : 'challenger_won',
      leaderWon ? r.leader.uuid : r.challenger.uuid,
      leaderWon ? r.challenger.uuid : r.leader.uuid,
      rated.deltas.a,
      rated.deltas.b,
      players.map((p) => p.uuid),
      players.map((p) => p.name),
      ...(['rating', 'wins', 'losses', 'streak', 'gamesPlayed'] as const).map((k) => column(before, k)),
      ...(['rating', 'wins', 'losses', 'streak', 'gamesPlayed'] as const).map((k) => column(after, k)),
    ],
  });
  if (!rows[0]!.id) {
    for (const uuid of after.keys()) hintsOf(db).delete(uuid);
    return null;
  }
  remember(db, after);
  return matchFromRaw(rows[0]!);
}
