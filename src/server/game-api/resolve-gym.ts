import { sql } from 'drizzle-orm';
import { ELEMENTS, type Element } from '../../domain/shared/elements.ts';
import type { Tx } from '../db/client.ts';
import { AppError, invalidInput } from '../http/errors.ts';

export interface Gym {
  /** The gym leader; null only when `optional` allowed an element that no single leader holds. */
  id: string | null;
  element: Element;
}

/**
 * Finds the gym a request names: by gym leader id, or by element. When several leaders share an
 * element, the one linked to `leaderUuid` (the Minecraft account battling as leader) is meant.
 * A gym leader who has linked a Minecraft account is that account in game: with `leaderUuid`,
 * another account battling as the leader is refused, so it cannot move the gym's badges and win
 * rate. A leader who has linked none cannot be recognised in game, so any account counts.
 * A replaced (inactive) leader is no gym any more: naming it is a 404, as for an unknown gym.
 */
export async function resolveGym(
  tx: Tx,
  ref: string,
  opts: { leaderUuid?: string; optional?: boolean } = {},
): Promise<Gym> {
  const byElement = (ELEMENTS as readonly string[]).includes(ref);
  const { rows } = await tx.execute<{ id: string; element: Element; linked: boolean; account: boolean }>(sql`
    select g.id, g.element, coalesce(m.uuid = ${opts.leaderUuid ?? null}::uuid, false) as linked,
      m.uuid is not null as account
    from gym_leaders g left join minecraft_accounts m on m.user_id = g.user_id
    where g.active and ${byElement ? sql`g.element = ${ref}` : sql`g.id = ${ref}::uuid`}`);
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length === 1) {
    if (opts.leaderUuid && rows.some((r) => r.account) && !rows.some((r) => r.linked)) {
      throw invalidInput({
        'leader.uuid': `${opts.leaderUuid} is not the Minecraft account the ${rows[0]!.element} gym's leader has linked.`,
      });
    }
    return { id: rows[0]!.id, element: rows[0]!.element };
  }
  const linked = rows.find((r) => r.linked);
  if (linked) return { id: linked.id, element: linked.element };
  if (byElement && opts.optional) return { id: null, element: ref as Element };
  if (ids.length === 0) {
    throw AppError.notFound(byElement ? `No gym leader holds the ${ref} gym.` : `No gym leader has the id ${ref}.`);
  }
  throw AppError.conflict(`Several gym leaders hold the ${ref} gym; name the gym by its gym leader id (GET /gyms).`);
}
