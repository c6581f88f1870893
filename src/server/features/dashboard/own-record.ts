import { LEADER_TEAM_TEXT } from '../../../domain/dashboard/leader-team.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ownLeader } from './own-dashboard.ts';

/**
 * The leader record named in the path, when it is the signed-in user's own: a user who leads no gym is
 * refused as on the dashboard, and a leader naming another leader's record is refused too.
 */
export async function ownRecord(db: Tx, userId: string, leaderId: string) {
  const leader = await ownLeader(db, userId);
  if (leader.id !== leaderId) throw AppError.forbidden(LEADER_TEAM_TEXT.notOwn);
  return leader;
}
