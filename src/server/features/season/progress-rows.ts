import { sql, type SQL } from 'drizzle-orm';
import { progressDisplayName } from '../../../domain/season/progress.ts';
import type { ProgressRow } from '../../../domain/season/schemas.ts';
import type { Element } from '../../../domain/shared/elements.ts';
import type { Tx } from '../../db/client.ts';

export type StoredRow = {
  uuid: string;
  mc_name: string | null;
  site_name: string | null;
  badge_count: number;
  elements: Element[];
  reached_micros: string;
  champion: boolean;
};

/**
 * Progress rows of one season, in the list's order: most badges first, then whoever reached that
 * count first. `where` narrows them (a search, a cursor, one player).
 */
export async function progressRows(db: Tx, season: number, where: SQL, limit: number): Promise<StoredRow[]> {
  const { rows } = await db.execute<StoredRow>(sql`
    select sp.player_uuid as uuid, m.name as mc_name, u.name as site_name, sp.badge_count, sp.elements,
      (extract(epoch from sp.reached_at) * 1000000)::bigint::text as reached_micros,
      exists (select 1 from season_champions c where c.season = sp.season and c.player_uuid = sp.player_uuid)
        as champion
    from season_progress sp
    join minecraft_accounts m on m.uuid = sp.player_uuid
    left join "user" u on u.id = m.user_id
    where sp.season = ${season} and ${where}
    order by sp.badge_count desc nulls last, sp.reached_at, sp.player_uuid
    limit ${limit}`);
  return rows;
}

/** A stored row as the page shows it; the season's elements bound what counts as earned. */
export function toProgressRow(r: StoredRow, elements: readonly Element[]): ProgressRow {
  const earned = elements.filter((e) => r.elements.includes(e));
  return {
    uuid: r.uuid,
    name: progressDisplayName(r.mc_name, r.site_name),
    minecraftName: r.mc_name?.trim() || null,
    champion: r.champion,
    badgeCount: earned.length,
    earned,
  };
}
