import { desc, ilike, or } from 'drizzle-orm';
import type { WaitlistEntry } from '../../../domain/staff/operations.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Database, Tx } from '../../db/client.ts';
import { waitlist } from '../../db/schema/index.ts';
import { containsPattern, withCustomPlans } from '../../db/search.ts';

const columns = {
  id: waitlist.id,
  playerName: waitlist.playerName,
  email: waitlist.email,
  discordUsername: waitlist.discordUsername,
  minecraftUsername: waitlist.minecraftUsername,
  whyJoin: waitlist.whyJoin,
  mostExcitedFeature: waitlist.mostExcitedFeature,
  communityEnhancement: waitlist.communityEnhancement,
  createdAt: waitlist.createdAt,
};
const view = (r: { createdAt: Date } & Omit<WaitlistEntry, 'createdAt'>): WaitlistEntry => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Alpha signups, newest first, optionally searched by player name or email. */
export async function waitlistPage(db: Database, q: { page: number; q?: string }) {
  const { offset, limit } = pageWindow(q.page);
  const like = q.q ? containsPattern(q.q) : null;
  const rows = await withCustomPlans(db, (tx) =>
    tx
      .select(columns)
      .from(waitlist)
      .where(like ? or(ilike(waitlist.playerName, like), ilike(waitlist.email, like)) : undefined)
      .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
      .offset(offset)
      .limit(limit),
  );
  return toPage(rows.map(view), q.page);
}

/** Every signup, oldest first, for the CSV export. */
export async function allWaitlist(db: Tx) {
  const rows = await db.select(columns).from(waitlist).orderBy(waitlist.createdAt, waitlist.id);
  return rows.map(view);
}
