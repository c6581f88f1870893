import { sql } from 'drizzle-orm';
import type { OwnProgress } from '../../../domain/season/schemas.ts';
import type { Tx } from '../../db/client.ts';
import { seasonByNumber } from '../../seasons/current-season.ts';
import { progressRows, toProgressRow } from './progress-rows.ts';

/** The signed-in user's own row of a season, through their linked Minecraft account. */
export async function ownProgress(db: Tx, number: number, userId: string): Promise<OwnProgress> {
  const season = await seasonByNumber(db, number);
  const { rows } = await db.execute<{ uuid: string }>(
    sql`select uuid from minecraft_accounts where user_id = ${userId}`,
  );
  const account = rows[0];
  if (!account) return { linked: false, row: null };
  const [row] = await progressRows(db, number, sql`sp.player_uuid = ${account.uuid}`, 1);
  return { linked: true, row: row ? toProgressRow(row, season.elements) : null };
}
