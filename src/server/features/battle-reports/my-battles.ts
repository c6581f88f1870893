import { sql } from 'drizzle-orm';
import type { LinkedPlayers, MyBattleReports } from '../../../domain/battle-reports/schemas.ts';
import type { Tx } from '../../db/client.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { reportViews } from './report-views.ts';

/** The signed-in player's reports, sent and received: every open one and the latest of the others. */
export async function myBattles(db: Tx, userId: string): Promise<MyBattleReports> {
  const linked = (await linkedMinecraft(db, userId)) !== null;
  const reports = await reportViews(
    db,
    userId,
    sql`(r.reporter_user_id = ${userId} or r.opponent_user_id = ${userId})`,
  );
  return { linked, reports };
}

/** Linked players (other than the caller) whose Minecraft name starts with `q`, for choosing an opponent. */
export async function searchLinkedPlayers(db: Tx, userId: string, q = ''): Promise<LinkedPlayers> {
  const { rows } = await db.execute<{ uuid: string; name: string }>(sql`
    select uuid, name from minecraft_accounts
    where user_id is not null and user_id <> ${userId}
      and lower(name) like ${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}
    order by lower(name) limit 20`);
  return { players: rows };
}
