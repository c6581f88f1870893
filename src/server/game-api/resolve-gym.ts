import { sql } from 'drizzle-orm';
import { ELEMENTS, type Element } from '../../domain/shared/elements.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';

export interface Gym {
  /** The gym leader; null only when `optional` allowed an element that no single leader holds. */
  id: string | null;
  element: Element;
}

/**
 * Finds the gym a request names: by gym leader id, or by element. When several leaders share an
 * element, the one linked to `leaderUuid` (the Minecraft account battling as leader) is meant.
 */
export async function resolveGym(
  tx: Tx,
  ref: string,
  opts: { leaderUuid?: string; optional?: boolean } = {},
): Promise<Gym> {
  const byElement = (ELEMENTS as readonly string[]).includes(ref);
  const { rows } = await tx.execute<{ id: string; element: Element; linked: boolean }>(sql`
    select g.id, g.element, coalesce(m.uuid = ${opts.leaderUuid ?? null}::uuid, false) as linked
    from gym_leaders g left join minecraft_accounts m on m.user_id = g.user_id
    where ${byElement ? sql`g.element = ${ref}` : sql`g.id = ${ref}::uuid`}`);
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length === 1) return { id: rows[0]!.id, element: rows[0]!.element };
  const linked = rows.find((r) => r.linked);
  if (linked) return { id: linked.id, element: linked.element };
  if (byElement && opts.optional) return { id: null, element: ref as Element };
  if (ids.length === 0) {
    throw AppError.notFound(byElement ? `No gym leader holds the ${ref} gym.` : `No gym leader has the id ${ref}.`);
  }
  throw AppError.conflict(`Several gym leaders hold the ${ref} gym; name the gym by its gym leader id (GET /gyms).`);
}
