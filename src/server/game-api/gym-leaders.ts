import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { gymLeaderView } from '../../domain/game/presence.ts';
import type { Tx } from '../db/client.ts';

type GymLeaderView = z.infer<typeof gymLeaderView>;

type Row = {
  id: string;
  element: string;
  display_name: string;
  status: GymLeaderView['status'];
  presence_at: Date | null;
  next_available_at: Date | null;
  badges_awarded: number;
  win_rate: number;
  mc_uuid: string | null;
  mc_name: string | null;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Gym leaders as the game server sees them, with the Minecraft account each is linked to. Without
 * ids, only the current (active) leaders: a replaced one is no gym leader in game.
 */
export async function listGymLeaders(tx: Tx, ids?: string[]): Promise<GymLeaderView[]> {
  if (ids && ids.length === 0) return [];
  const { rows } = await tx.execute<Row>(sql`
    select g.id, g.element, g.display_name, g.status, g.presence_at, g.next_available_at, g.badges_awarded, g.win_rate,
           m.uuid as mc_uuid, m.name as mc_name
    from gym_leaders g left join minecraft_accounts m on m.user_id = g.user_id
    ${
      ids
        ? sql`where g.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`where g.active`
    }
    order by g.element, g.display_name`);
  return rows.map((r) => ({
    id: r.id,
    element: r.element,
    display_name: r.display_name,
    status: r.status,
    presence_at: iso(r.presence_at),
    next_available_at: iso(r.next_available_at),
    badges_awarded: r.badges_awarded,
    win_rate: Number(r.win_rate),
    minecraft: r.mc_uuid ? { uuid: r.mc_uuid, name: r.mc_name! } : null,
  }));
}
