import { sql } from 'drizzle-orm';
import { CONFIRM_WITHIN_HOURS } from '../../../domain/battle-reports/lapse.ts';
import { countsForRating, pairOf, RATED_WINDOW_HOURS } from '../../../domain/battle-reports/rating-limit.ts';
import type { BattleReportStatus } from '../../../domain/battle-reports/schemas.ts';
import { BATTLE_TEXTS as T } from '../../../domain/battle-reports/texts.ts';
import type { MatchReport } from '../../../domain/game/matches.ts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { rateFinishedMatch } from '../../ratings/rate-finished-match.ts';

/** The match a confirmed report is rated as: one id per report, so rating it again changes nothing. */
export const siteMatchId = (reportId: string) => `site:${reportId}`;

export type LockedReport = {
  id: string;
  status: BattleReportStatus;
  reporter_user_id: string;
  opponent_user_id: string;
  reporter_uuid: string;
  opponent_uuid: string;
  winner_uuid: string;
  /** An open report older than 24 hours lapsed, even before the job marked it. */
  expired: boolean;
};

/** The report, locked for the rest of the transaction; 404 when there is none. */
export async function lockReport(tx: Tx, id: string): Promise<LockedReport> {
  const { rows } = await tx.execute<LockedReport>(sql`
    select id, status, reporter_user_id, opponent_user_id, reporter_uuid, opponent_uuid, winner_uuid,
      created_at <= now() - make_interval(hours => ${CONFIRM_WITHIN_HOURS}) as expired
    from battle_reports where id = ${id} for update`);
  if (!rows[0]) throw AppError.notFound(T.notFound);
  return rows[0];
}

/**
 * Confirms a report with its winner, in the caller's transaction. Whether it counts for rating is
 * decided here under the daily rule, with the pair's lock held so two confirmations cannot both be third.
 */
export async function confirmReport(tx: Tx, r: LockedReport, winnerUuid: string, resolvedBy: string | null) {
  const [a, b] = pairOf(r.reporter_uuid, r.opponent_uuid);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`battle-pair:${a}:${b}`}))`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from battle_reports
    where least(reporter_uuid, opponent_uuid) = ${a}::uuid and greatest(reporter_uuid, opponent_uuid) = ${b}::uuid
      and counted and decided_at > now() - make_interval(hours => ${RATED_WINDOW_HOURS})`);
  const counted = countsForRating(rows[0]!.n);
  await tx.execute(sql`
    update battle_reports set status = 'confirmed', winner_uuid = ${winnerUuid}::uuid, counted = ${counted},
      decided_at = now(), resolved_by = ${resolvedBy}
    where id = ${r.id}`);
  return counted;
}

type RateRow = {
  id: string;
  format: MatchReport['kind'];
  gym_leader_id: string | null;
  leader_is_reporter: boolean;
  reporter: { uuid: string; name: string };
  opponent: { uuid: string; name: string };
  winner_uuid: string;
  created_at: Date | string;
};

/**
 * Rates a confirmed report that counts, through the same path as a battle the game server reports.
 * Safe to repeat: the job repeats it for a confirmation whose rating a crash cut short.
 */
export async function rateReport(db: Database, id: string): Promise<void> {
  const { rows } = await db.execute<RateRow>(sql`
    select r.id, r.format, r.gym_leader_id, coalesce(g.user_id = r.reporter_user_id, true) as leader_is_reporter,
      json_build_object('uuid', a.uuid, 'name', a.name) as reporter,
      json_build_object('uuid', b.uuid, 'name', b.name) as opponent, r.winner_uuid, r.created_at
    from battle_reports r
    join minecraft_accounts a on a.uuid = r.reporter_uuid
    join minecraft_accounts b on b.uuid = r.opponent_uuid
    left join gym_leaders g on g.id = r.gym_leader_id
    where r.id = ${id} and r.status = 'confirmed' and r.counted`);
  const r = rows[0];
  if (!r) return;
  // In a gym battle the gym's leader is the leader side; in a ladder battle the one who recorded it.
  const [leader, challenger] = r.leader_is_reporter ? [r.reporter, r.opponent] : [r.opponent, r.reporter];
  const endedAt = new Date(r.created_at).toISOString();
  await rateFinishedMatch(
    db,
    {
      id: siteMatchId(r.id),
      kind: r.format,
      ...(r.gym_leader_id ? { gym: r.gym_leader_id } : {}),
      leader,
      challenger,
      status: 'finished',
      winner_uuid: r.winner_uuid,
      started_at: endedAt,
      ended_at: endedAt,
    },
    r.gym_leader_id,
  );
}
