import { eq, sql } from 'drizzle-orm';
import { MAX_VOTE_SITES, VOTE_SITE_MESSAGES, type VoteSiteValues } from '../../../domain/vote/sites.ts';
import type { Database, Tx } from '../../db/client.ts';
import { voteSites } from '../../db/schema/index.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { listVoteSites, voteSiteView } from './list-vote-sites.ts';

type Actor = { id: string };
const TABLE = 'vote_sites';

// Staff changes to the vote sites. Each holds one lock for the list first, so two staff members adding or
// reordering at once cannot both take the same position or count; each answers the whole list as it now stands.

/** Runs `work` holding the list's lock, and maps an address another site has to the one message. */
async function changing<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vote_sites'))`);
      return work(tx);
    });
  } catch (err) {
    throw conflictOnUnique(err, VOTE_SITE_MESSAGES.urlTaken) ?? err;
  }
}

async function lockedSite(tx: Tx, id: string) {
  const [row] = await tx.select().from(voteSites).where(eq(voteSites.id, id));
  if (!row) throw AppError.notFound(VOTE_SITE_MESSAGES.notFound);
  return row;
}

export const addVoteSite = (db: Database, actor: Actor, input: VoteSiteValues) =>
  changing(db, async (tx) => {
    const [stats] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${voteSites.position}), 0)::int` })
      .from(voteSites);
    if ((stats?.count ?? 0) >= MAX_VOTE_SITES) throw AppError.conflict(VOTE_SITE_MESSAGES.tooMany);
    const [row] = await tx
      .insert(voteSites)
      .values({ ...input, position: (stats?.last ?? 0) + 1 })
      .returning();
    const after = voteSiteView(row!);
    await recordAudit(tx, { actor, action: 'vote_site.create', target: { table: TABLE, id: after.id }, after });
    return listVoteSites(tx);
  });

export const updateVoteSite = (db: Database, actor: Actor, id: string, input: VoteSiteValues) =>
  changing(db, async (tx) => {
    const before = voteSiteView(await lockedSite(tx, id));
    const [row] = await tx.update(voteSites).set(input).where(eq(voteSites.id, id)).returning();
    const after = voteSiteView(row!);
    await recordAudit(tx, { actor, action: 'vote_site.update', target: { table: TABLE, id }, before, after });
    return listVoteSites(tx);
  });

export const removeVoteSite = (db: Database, actor: Actor, id: string) =>
  changing(db, async (tx) => {
    const before = voteSiteView(await lockedSite(tx, id));
    await tx.delete(voteSites).where(eq(voteSites.id, id));
    await recordAudit(tx, { actor, action: 'vote_site.delete', target: { table: TABLE, id }, before });
    return listVoteSites(tx);
  });

/** The new order names every site once: a stale screen (a site added or removed meanwhile) is refused. */
export const reorderVoteSites = (db: Database, actor: Actor, ids: string[]) =>
  changing(db, async (tx) => {
    const before = await listVoteSites(tx);
    const current = before.sites.map((s) => s.id);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id)))
      throw AppError.invalid(VOTE_SITE_MESSAGES.orderMismatch, { ids: VOTE_SITE_MESSAGES.orderMismatch });
    for (const [i, id] of ids.entries())
      await tx
        .update(voteSites)
        .set({ position: i + 1 })
        .where(eq(voteSites.id, id));
    const after = await listVoteSites(tx);
    await recordAudit(tx, {
      actor,
      action: 'vote_site.reorder',
      target: { table: TABLE, id: 'order' },
      before: current,
      after: after.sites.map((s) => s.id),
    });
    return after;
  });
