import { and, eq, sql } from 'drizzle-orm';
import { PURCHASE_PAGE_SIZE } from '../../../domain/shop/purchases.ts';
import type { Tx } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { invalidInput } from '../../http/errors.ts';
import { purchaseViews, selectPurchases } from '../../shop/purchase-view.ts';

// The cursor is the last row's (created_at, id), so a page is one index range scan however many
// purchases the user or the table holds. The order spells out NULLS LAST as the index
// purchases_user_idx has it: a plain DESC means NULLS FIRST, which the index cannot give, and the
// database then reads and sorts all of the user's rows for every page.
const encode = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decode(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id))
    throw invalidInput({ cursor: 'This cursor is not one the history gave.' });
  return { at: new Date(at), id };
}

/** One page of a user's purchases after a cursor's row (and the next row, to know if there is more). */
export function historyPage(db: Tx, userId: string, after: { at: Date; id: string } | null) {
  return selectPurchases(db)
    .where(
      and(
        eq(purchases.userId, userId),
        after
          ? sql`(${purchases.createdAt}, ${purchases.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${purchases.createdAt} desc nulls last`, sql`${purchases.id} desc nulls last`)
    .limit(PURCHASE_PAGE_SIZE + 1);
}

/** The signed-in user's own purchases, newest first. */
export async function purchaseHistory(db: Tx, userId: string, cursor: string | undefined) {
  const rows = await historyPage(db, userId, cursor ? decode(cursor) : null);
  const page = rows.slice(0, PURCHASE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    purchases: await purchaseViews(db, page),
    nextCursor: rows.length > PURCHASE_PAGE_SIZE && last ? encode(last.createdAt, last.id) : null,
  };
}

/** The order of a Checkout Session, for its buyer only: anyone else gets the same 404 as no order. */
export async function orderForSession(db: Tx, userId: string, sessionId: string) {
  const rows = await selectPurchases(db).where(
    and(eq(purchases.stripeSessionId, sessionId), eq(purchases.userId, userId)),
  );
  const [view] = await purchaseViews(db, rows);
  return view ?? null;
}
