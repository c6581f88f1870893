import { sql } from 'drizzle-orm';
import {
  formatProgressCursor,
  parseProgressCursor,
  PROGRESS_PAGE_SIZE,
  type ProgressPage,
} from '../../../domain/season/schemas.ts';
import type { Database, Tx } from '../../db/client.ts';
import { seasonByNumber } from '../../seasons/current-season.ts';
import { containsPattern, withCustomPlans } from '../../db/search.ts';
import { progressRows, toProgressRow } from './progress-rows.ts';

/** Up to this many accounts matching a search are looked up by id; more are found walking the list. */
const SEARCH_CANDIDATES = 500;

/**
 * Which players a search keeps. A rare name is found through the trigram index and its few rows are
 * sorted; a common fragment matches so many that walking the list in order finds a page at once. The
 * planner cannot tell the two apart from a pattern, so the candidates are counted first.
 */
async function nameCondition(db: Tx, q: string) {
  const pattern = containsPattern(q);
  const { rows } = await db.execute<{ uuid: string }>(
    sql`select uuid from minecraft_accounts where name ilike ${pattern} limit ${SEARCH_CANDIDATES + 1}`,
  );
  if (rows.length > SEARCH_CANDIDATES) return sql`m.name ilike ${pattern}`;
  if (rows.length === 0) return sql`false`;
  return sql`sp.player_uuid = any(${`{${rows.map((r) => r.uuid).join(',')}}`}::uuid[])`;
}

/**
 * One page of a season's badge progress, optionally only players whose name contains `q`. A search is
 * planned for its own pattern: a generic plan cannot tell a rare name from one matching every player
 * (it read all 100,000 matches to sort them, about a second, where walking the list takes 1 ms).
 */
export function progressPage(db: Database, number: number, query: { cursor?: string; q?: string }) {
  return query.q ? withCustomPlans(db, (tx) => readPage(tx, number, query)) : readPage(db, number, query);
}

async function readPage(db: Tx, number: number, query: { cursor?: string; q?: string }): Promise<ProgressPage> {
  const season = await seasonByNumber(db, number);
  const conditions = [sql`true`];
  if (query.q) conditions.push(await nameCondition(db, query.q));
  if (query.cursor) {
    const c = parseProgressCursor(query.cursor);
    const at = sql`(timestamptz 'epoch' + ${c.reachedAtMicros}::bigint * interval '1 microsecond')`;
    // The first condition alone lets the index skip the higher counts; the second is the exact keyset.
    conditions.push(sql`sp.badge_count <= ${c.badgeCount}`);
    conditions.push(
      sql`(sp.badge_count < ${c.badgeCount} or (sp.reached_at, sp.player_uuid) > (${at}, ${c.playerUuid}::uuid))`,
    );
  }
  const rows = await progressRows(db, number, sql.join(conditions, sql` and `), PROGRESS_PAGE_SIZE + 1);
  const page = rows.slice(0, PROGRESS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    season: { number: season.number, name: season.name, elements: season.elements },
    players: page.map((r) => toProgressRow(r, season.elements)),
    nextCursor:
      rows.length > PROGRESS_PAGE_SIZE && last
        ? formatProgressCursor({
            badgeCount: last.badge_count,
            reachedAtMicros: last.reached_micros,
            playerUuid: last.uuid,
          })
        : null,
  };
}
