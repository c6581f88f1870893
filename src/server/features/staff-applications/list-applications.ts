import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ApplicationDetail, ApplicationSummary } from '../../../domain/requests/applications.ts';
import { isElement } from '../../../domain/shared/elements.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderApplications as apps, gymLeaders, storedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { listMessages } from '../../requests/messages.ts';

const summary = {
  id: apps.id,
  fullName: apps.fullName,
  discordUsername: apps.discordUsername,
  minecraftUsername: apps.minecraftUsername,
  gymPrimary: apps.gymPrimary,
  gymSecondary: apps.gymSecondary,
  status: apps.status,
  createdAt: apps.createdAt,
};
const toSummary = (r: { createdAt: Date }) => ({ ...r, createdAt: r.createdAt.toISOString() }) as ApplicationSummary;

/** Applications, newest first, by status and first-choice element. */
export async function listApplications(db: Tx, q: { page: number; status?: string; element?: string }) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(apps.status, q.status));
  if (q.element) where.push(eq(apps.gymPrimary, q.element));
  const { offset, limit } = pageWindow(q.page);
  const rows = await db
    .select(summary)
    .from(apps)
    .where(and(...where))
    .orderBy(desc(apps.createdAt), desc(apps.id))
    .offset(offset)
    .limit(limit);
  return toPage(rows.map(toSummary), q.page);
}

/** The whole application: every answer, its files, the leaders of the elements it asks for, the thread. */
export async function applicationDetail(db: Tx, id: string): Promise<ApplicationDetail> {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  if (!row) throw AppError.notFound('No application has this id.');
  const files = row.uploads.length
    ? await db
        .select({
          id: storedFiles.id,
          name: storedFiles.originalName,
          contentType: storedFiles.contentType,
          sizeBytes: storedFiles.sizeBytes,
        })
        .from(storedFiles)
        .where(inArray(storedFiles.id, row.uploads))
    : [];
  const elements = [row.gymPrimary, row.gymSecondary].filter(isElement);
  const leaders = await db
    .select({ element: gymLeaders.element, name: gymLeaders.displayName })
    .from(gymLeaders)
    .where(and(eq(gymLeaders.active, true), inArray(gymLeaders.element, elements)));
  const { userId, uploads: _uploads, ...fields } = row;
  return {
    summary: toSummary(row),
    userId,
    fields: { ...fields, createdAt: row.createdAt.toISOString() },
    files,
    takenBy: Object.fromEntries(leaders.map((l) => [l.element, l.name])),
    messages: await listMessages(db, 'application', id, 'staff'),
  };
}
