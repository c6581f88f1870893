import { and, eq, sql } from 'drizzle-orm';
import { ELEMENT_TAKEN, ELEMENT_TAKEN_REASON } from '../../../domain/requests/applications.ts';
import type { Element } from '../../../domain/shared/elements.ts';
import type { Database, Tx } from '../../db/client.ts';
import { gymLeaderApplications as apps, gymLeaders, user } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { addMessage } from '../../requests/messages.ts';
import { recordAudit } from '../../staff/audit.ts';

type Actor = { id: string };
const OPEN = ['submitted', 'under_review'];

/** The application, locked, if it is still open for a decision. */
async function openApplication(tx: Tx, id: string) {
  const [row] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
  if (!row) throw AppError.notFound('No application has this id.');
  if (!OPEN.includes(row.status)) throw AppError.conflict(`This application is already ${row.status}.`);
  return row;
}

async function setStatus(tx: Tx, actor: Actor, id: string, from: string, to: string, extra: object = {}) {
  await tx.update(apps).set({ status: to }).where(eq(apps.id, id));
  await recordAudit(tx, {
    actor,
    action: `application.${to === 'under_review' ? 'review' : to === 'accepted' ? 'accept' : 'reject'}`,
    target: { table: 'gym_leader_applications', id },
    before: { status: from },
    after: { status: to, ...extra },
  });
}

/** A staff member takes the application into review. */
export function startReview(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    if (row.status !== 'under_review') await setStatus(tx, actor, id, row.status, 'under_review');
    return { id, status: 'under_review' as const };
  });
}

/** Rejects the application with a note the applicant reads on My requests. */
export function rejectApplication(db: Database, actor: Actor, id: string, note: string) {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    await addMessage(tx, { requestKind: 'application', itemId: id, authorId: actor.id, kind: 'reply', body: note });
    await setStatus(tx, actor, id, row.status, 'rejected', { note });
    return { id, status: 'rejected' as const };
  });
}

/**
 * Accepts the application: the applicant becomes the one active gym leader of the confirmed
 * element. A taken element needs `replace`, which deactivates the current leader (kept for its
 * battles and earnings). Accepts of one element are serialised by a lock on the element.
 */
export function acceptApplication(db: Database, actor: Actor, id: string, element: Element, replace: boolean) {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gym-element:${element}`}))`);
    const current = await tx
      .select({ id: gymLeaders.id, userId: gymLeaders.userId, displayName: gymLeaders.displayName })
      .from(gymLeaders)
      .where(and(eq(gymLeaders.element, element), eq(gymLeaders.active, true)))
      .for('update');
    const others = current.filter((l) => l.userId !== row.userId);
    if (others.length > 0 && !replace) throw AppError.conflict(ELEMENT_TAKEN, ELEMENT_TAKEN_REASON);
    for (const old of others) {
      await tx.update(gymLeaders).set({ active: false, status: 'offline' }).where(eq(gymLeaders.id, old.id));
      await recordAudit(tx, {
        actor,
        action: 'gym_leader.deactivate',
        target: { table: 'gym_leaders', id: old.id },
        before: { displayName: old.displayName, element, active: true },
        after: { displayName: old.displayName, element, active: false, replacedBy: row.userId },
      });
    }
    const [account] = await tx.select({ name: user.name }).from(user).where(eq(user.id, row.userId));
    const displayName = account?.name ?? row.minecraftUsername;
    // An account has at most one leader row: a former leader comes back on that row.
    const [leader] = await tx
      .insert(gymLeaders)
      .values({ userId: row.userId, displayName, element, active: true })
      .onConflictDoUpdate({ target: gymLeaders.userId, set: { element, active: true, displayName } })
      .returning({ id: gymLeaders.id });
    await setStatus(tx, actor, id, row.status, 'accepted', { element, gymLeaderId: leader!.id });
    return { id, status: 'accepted' as const, gymLeaderId: leader!.id, element, replaced: others.map((o) => o.id) };
  });
}
