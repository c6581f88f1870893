import { MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import type { PublicBracket } from '../../../domain/tournaments/registration.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { doublesTeams } from '../../tournaments/bracket-seeds.ts';
import { loadBracketRows, toView } from '../../tournaments/bracket-store.ts';
import { loadDoubles, teamsArePublic } from './tournament-state.ts';

/** Said before registration closes, when there is no bracket to show and the teams are private. */
export const BRACKET_NOT_YET = 'The bracket appears after registration closes.';

/**
 * The doubles bracket in the shape of the public bracket: each team holding a slot as a registration (its id,
 * its Minecraft name and its slot) and the matches. Never an email, a Discord tag or
 * an account id.
 */
export async function doublesBracket(db: Database): Promise<PublicBracket> {
  const t = await loadDoubles(db);
  if (!teamsArePublic(t, new Date())) throw AppError.notFound(BRACKET_NOT_YET);
  const [teams, rows] = await Promise.all([doublesTeams(db), loadBracketRows(db, MID_SEASON_DOUBLES)]);
  return {
    registeredCount: teams.filter((r) => r.status === 'registered').length,
    playerCap: t.playerCap,
    registrations: teams.map((r) => ({ id: r.id, minecraftUsername: r.minecraftUsername, registrationSlot: r.slot! })),
    matches: rows.map(toView),
  };
}
