import { sql } from 'drizzle-orm';
import type { BattleReportView, RecordBattleRequest } from '../../../domain/battle-reports/schemas.ts';
import { BATTLE_TEXTS as T } from '../../../domain/battle-reports/texts.ts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, conflictOnUnique, invalidInput } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { reportViews } from './report-views.ts';

/** A player must link Minecraft before recording: ratings belong to Minecraft accounts. */
export async function ownAccount(db: Tx, userId: string) {
  const me = await linkedMinecraft(db, userId);
  if (!me) throw new AppError('forbidden', T.notLinked, undefined, { reason: 'not_linked' });
  return me;
}

/** The linked account with this name (any case); only linked players can confirm a report. */
async function linkedOpponent(db: Tx, name: string) {
  const { rows } = await db.execute<{ uuid: string; user_id: string }>(sql`
    select uuid, user_id from minecraft_accounts where lower(name) = lower(${name}) and user_id is not null limit 1`);
  if (!rows[0]) throw invalidInput({ opponent: T.opponentNotFound });
  return rows[0];
}

/** The gym of a gym battle: the one side that leads an active gym. */
async function gymOf(db: Tx, userIds: string[]): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from gym_leaders where active and user_id in (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )})`);
  if (rows.length === 0) throw invalidInput({ format: T.noGym });
  if (rows.length > 1) throw invalidInput({ format: T.bothLeaders });
  return rows[0]!.id;
}

/** Records a battle the signed-in player played; the opponent confirms or disputes it. */
export async function recordBattle(
  db: Database,
  userId: string,
  input: RecordBattleRequest,
): Promise<BattleReportView> {
  const me = await ownAccount(db, userId);
  const opponent = await linkedOpponent(db, input.opponent);
  if (opponent.user_id === userId) throw invalidInput({ opponent: T.notYourself });
  const gymLeaderId = input.format === 'gym' ? await gymOf(db, [userId, opponent.user_id]) : null;
  const winner = input.winner === 'me' ? me.uuid : opponent.uuid;
  try {
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into battle_reports (format, reporter_user_id, reporter_uuid, opponent_user_id, opponent_uuid, gym_leader_id, winner_uuid)
      values (${input.format}, ${userId}, ${me.uuid}, ${opponent.user_id}, ${opponent.uuid}, ${gymLeaderId}, ${winner})
      returning id`);
    const [view] = await reportViews(db, userId, sql`r.id = ${rows[0]!.id}`);
    return view!;
  } catch (err) {
    throw conflictOnUnique(err, T.openExists) ?? err;
  }
}
