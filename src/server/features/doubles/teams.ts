import { asc, eq, isNotNull } from 'drizzle-orm';
import type { PublicDoublesTeam } from '../../../domain/tournaments/team-sheet-api.ts';
import { DOUBLES_MESSAGES } from '../../../domain/tournaments/team-sheet-text.ts';
import type { Database } from '../../db/client.ts';
import { doublesRegistrations } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { loadDoubles, teamsArePublic } from './tournament-state.ts';

// Team details stay private until registration closes: until then only the owner and staff read a
// team. Afterwards every team that holds a slot is public beside the bracket, without email, Discord tag or
// user id.

const columns = {
  id: doublesRegistrations.id,
  userId: doublesRegistrations.userId,
  minecraftUsername: doublesRegistrations.minecraftUsername,
  team: doublesRegistrations.team,
  teraPokemonSlot: doublesRegistrations.teraPokemonSlot,
  teraType: doublesRegistrations.teraType,
};

function publicView({
  userId: _owner,
  ...r
}: { userId: string } & Omit<PublicDoublesTeam, 'teraType'> & { teraType: string }) {
  return { ...r, teraType: r.teraType as PublicDoublesTeam['teraType'] };
}

const isStaff = (u: SessionUser | null) => u?.role === 'staff' || u?.role === 'admin';

/** Every team: public after registration closed, staff only before (401 signed out, 403 otherwise). */
export async function listTeams(db: Database, viewer: SessionUser | null): Promise<PublicDoublesTeam[]> {
  if (!teamsArePublic(await loadDoubles(db), new Date()) && !isStaff(viewer)) {
    throw viewer
      ? AppError.forbidden(DOUBLES_MESSAGES.teamsPrivate)
      : AppError.unauthorized(DOUBLES_MESSAGES.teamsPrivate);
  }
  const rows = await db
    .select(columns)
    .from(doublesRegistrations)
    .where(isNotNull(doublesRegistrations.registrationSlot))
    .orderBy(asc(doublesRegistrations.registrationSlot));
  return rows.map(publicView);
}

/** One team: before registration closes only its owner and staff; another account gets a 404. */
export async function getTeam(db: Database, viewer: SessionUser | null, id: string): Promise<PublicDoublesTeam> {
  const open = !teamsArePublic(await loadDoubles(db), new Date());
  if (open && !viewer) throw AppError.unauthorized(DOUBLES_MESSAGES.teamsPrivate);
  const [row] = await db.select(columns).from(doublesRegistrations).where(eq(doublesRegistrations.id, id));
  // A stranger learns nothing, not even that the id exists.
  if (!row || (open && row.userId !== viewer!.id && !isStaff(viewer))) throw AppError.notFound('No such team.');
  return publicView(row);
}
