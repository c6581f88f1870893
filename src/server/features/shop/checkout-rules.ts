import { and, eq, sql } from 'drizzle-orm';
import { findCatalogItem, isRankItem, needsEvPolicy } from '../../../domain/shop/catalog.ts';
import { type CatalogItem } from '../../../domain/shop/catalog-item.ts';
import {
  ACCOUNT_CHANGED_MESSAGE,
  ATTESTATION_MAX_AGE_MINUTES,
  CHECKOUT_MESSAGES,
  CHECKOUT_REFUSED,
  usernameMatches,
  type CheckoutRequest,
} from '../../../domain/shop/checkout.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaders, minecraftAccounts, purchaseAttestations } from '../../db/schema/index.ts';
import { AppError, invalidInput } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { refuseHeldRank } from './held-rank.ts';

// The checkout's rules, checked again on the server whatever the browser showed, in the order the
// checkout dialog asks for them. Each refusal carries the dialog's own title and text, and the reason
// CHECKOUT_REFUSED that tells the dialog to show them.

export const refuse = (m: { title: string; description?: string }) =>
  AppError.invalid(m.title, m.description ? { description: m.description } : undefined, CHECKOUT_REFUSED);

export interface CheckedLine {
  item: CatalogItem;
  quantity: number;
}

/** Catalog lines for the requested ids; an unknown id, a repeated id or a second rank is refused. */
export function catalogLines(items: CheckoutRequest['items']): CheckedLine[] {
  if (items.length === 0) throw refuse(CHECKOUT_MESSAGES.cartEmpty);
  const seen = new Set<string>();
  const lines = items.map((line, i) => {
    const item = findCatalogItem(line.id);
    if (!item) throw invalidInput({ [`items.${i}.id`]: 'This item is no longer sold. Remove it from your cart.' });
    if (seen.has(item.id)) throw invalidInput({ [`items.${i}.id`]: 'Each item may appear once in a cart.' });
    seen.add(item.id);
    if (isRankItem(item) && line.quantity !== 1)
      throw invalidInput({ [`items.${i}.quantity`]: 'A rank is bought one at a time.' });
    return { item, quantity: line.quantity };
  });
  if (lines.filter((l) => isRankItem(l.item)).length > 1)
    throw invalidInput({ items: 'An order holds one rank at a time. Remove the other rank to continue.' });
  return lines;
}

export async function checkBuyer(db: Tx, userId: string, req: CheckoutRequest, lines: CheckedLine[]) {
  const account = await linkedMinecraft(db, userId);
  if (!account) throw refuse(CHECKOUT_MESSAGES.minecraftRequired);

  const leader = req.gymLeaderId ? await selectableLeader(db, req.gymLeaderId) : null;
  if (!leader) throw refuse(CHECKOUT_MESSAGES.gymLeaderRequired);

  const fresh = async (id: string | null | undefined, type: 'minecraft_online_requirement' | 'ev_editor_policy') => {
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return false;
    const [row] = await db
      .select({
        userId: purchaseAttestations.userId,
        type: purchaseAttestations.attestationType,
        at: purchaseAttestations.createdAt,
      })
      .from(purchaseAttestations)
      .where(eq(purchaseAttestations.id, id));
    return (
      !!row &&
      row.userId === userId &&
      row.type === type &&
      Date.now() - row.at.getTime() <= ATTESTATION_MAX_AGE_MINUTES * 60_000
    );
  };
  if (!(await fresh(req.attestationId, 'minecraft_online_requirement')))
    throw refuse(CHECKOUT_MESSAGES.attestationRequired);
  const evPolicy = needsEvPolicy(lines.map((l) => l.item.id));
  if (evPolicy && !(await fresh(req.evPolicyAttestationId, 'ev_editor_policy')))
    throw refuse(CHECKOUT_MESSAGES.evPolicyRequired);
  if (!usernameMatches(req.minecraftUsername, account.name)) throw refuse(ACCOUNT_CHANGED_MESSAGE);
  await refuseHeldRank(db, account.uuid, lines);
  return { account, leader, evPolicy };
}

/**
 * Only current gym leaders whose site account has a linked Minecraft account can be chosen: they
 * are the ones who get paid, and the ones the game server knows as leaders.
 */
const selectable = and(
  eq(gymLeaders.active, true),
  sql`exists (select 1 from ${minecraftAccounts} where ${minecraftAccounts.userId} = ${gymLeaders.userId})`,
);
const leaderColumns = { id: gymLeaders.id, displayName: gymLeaders.displayName, element: gymLeaders.element };

export async function selectableLeader(db: Tx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select(leaderColumns)
    .from(gymLeaders)
    .where(and(eq(gymLeaders.id, id), selectable));
  return row ?? null;
}

export async function selectableLeaders(db: Tx) {
  return db.select(leaderColumns).from(gymLeaders).where(selectable).orderBy(gymLeaders.displayName);
}
