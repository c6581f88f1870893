import { asc } from 'drizzle-orm';
import type { VoteSite, VoteSites } from '../../../domain/vote/sites.ts';
import type { Tx } from '../../db/client.ts';
import { voteSites } from '../../db/schema/index.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

export const VOTE_SITE_TABLES = dependsOn('vote_sites');

type VoteSiteRow = typeof voteSites.$inferSelect;

/** A site as the page, the staff screen and the audit log see it. */
export const voteSiteView = (row: VoteSiteRow): VoteSite => ({
  id: row.id,
  name: row.name,
  url: row.url,
  rewardNote: row.rewardNote,
});

/** Every configured site, in the order staff set (the same list for everybody). */
export async function listVoteSites(db: Tx): Promise<VoteSites> {
  const rows = await db.select().from(voteSites).orderBy(asc(voteSites.position), asc(voteSites.id));
  return { sites: rows.map(voteSiteView) };
}
