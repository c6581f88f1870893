import { and, eq, sql } from 'drizzle-orm';
import type { TrainerProfile } from '../../../domain/trainers/profile.ts';
import { placementText } from '../../../domain/trainers/placement.ts';
import type { Element } from '../../../domain/shared/elements.ts';
import { badgeAwards, eloRatings, gymLeaders, seasons } from '../../db/schema/index.ts';
import { gymLeaderSummary } from '../../db/selections.ts';
import type { Deps } from '../../http/context.ts';
import type { Trainer } from './find-trainer.ts';
import { ratingHistory, windowStartOf } from './rating-history.ts';
import { matchesPage } from './trainer-matches.ts';
import { rankOfRating } from './trainer-rank.ts';

/** The tables a profile shows: the page reads it again when one of them changes. */
export const PROFILE_TABLES = [
  'matches',
  'elo_ratings',
  'minecraft_accounts',
  'badge_awards',
  'gym_leaders',
  'tournament_bracket_matches',
  'tournament_registrations',
] as const;

/** Everything a trainer's profile shows, read in parallel: the ladder, the chart, matches, badges, tournaments, gym. */
export async function loadProfile(deps: Pick<Deps, 'db' | 'feed' | 'log'>, trainer: Trainer): Promise<TrainerProfile> {
  const { db } = deps;
  const [season] = await db
    .select({ number: seasons.number, elements: seasons.elements, startedAt: seasons.startedAt })
    .from(seasons)
    .where(eq(seasons.current, true));
  const seasonStart = season?.startedAt ?? new Date(0);
  const [[rating], badges, tournaments, leader, matches] = await Promise.all([
    db.select().from(eloRatings).where(eq(eloRatings.playerUuid, trainer.uuid)),
    season
      ? db
          .select({ element: badgeAwards.element })
          .from(badgeAwards)
          .where(and(eq(badgeAwards.season, season.number), eq(badgeAwards.playerUuid, trainer.uuid)))
      : [],
    tournamentsOf(deps, trainer.name),
    trainer.userId ? gymLeaderOf(deps, trainer.userId) : null,
    matchesPage(db, trainer.uuid, 1),
  ]);
  const window = windowStartOf(seasonStart, Date.now());
  const [chart, rank] = rating
    ? await Promise.all([ratingHistory(db, trainer.uuid, rating.rating, window), rankOfRating(deps, rating.rating)])
    : [null, null];
  return {
    name: trainer.name,
    ladder:
      rating && rank && chart
        ? {
            ...rank,
            rating: rating.rating,
            peakRating: chart.peak,
            wins: rating.wins,
            losses: rating.losses,
            streak: rating.streak,
          }
        : null,
    history: chart?.history ?? [],
    historyFrom: chart?.historyFrom ?? { at: window.toISOString(), rating: rating?.rating ?? 1000 },
    seasonStart: seasonStart.toISOString(),
    matches,
    badges: {
      season: season?.number ?? 0,
      elements: (season?.elements ?? []) as Element[],
      earned: badges.map((b) => b.element),
    },
    tournaments,
    gymLeader: leader,
  };
}

async function gymLeaderOf(deps: Pick<Deps, 'db'>, userId: string) {
  const [row] = await deps.db
    .select(gymLeaderSummary)
    .from(gymLeaders)
    .where(and(eq(gymLeaders.userId, userId), eq(gymLeaders.active, true)));
  return row ?? null;
}

/** The tournaments a trainer entered under their name (not withdrawn), each with how far they went. */
async function tournamentsOf(deps: Pick<Deps, 'db'>, name: string) {
  const { rows } = await deps.db.execute<{
    key: string;
    name: string;
    rounds: number | null;
    reached: number | null;
    won: boolean | null;
  }>(sql`
    select t.key, t.name,
      (select max(b.round_number) from tournament_bracket_matches b where b.tournament_name = t.key) as rounds,
      last.round_number as reached,
      case when last.winner_id is null then null else last.winner_id = r.id end as won
    from tournament_registrations r
    join tournaments t on t.key = r.tournament_name
    left join lateral (
      select b.round_number, b.winner_id from tournament_bracket_matches b
      where b.tournament_name = t.key and (b.player1_id = r.id or b.player2_id = r.id)
      order by b.round_number desc limit 1
    ) last on true
    where lower(r.minecraft_username) = lower(${name}) and r.status in ('registered', 'waitlisted')
    order by t.key`);
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    placement: placementText(r.reached, r.rounds ?? 0, r.won),
  }));
}
