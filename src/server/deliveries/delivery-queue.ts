import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DELIVERY_PAYLOADS,
  REQUIRES_ONLINE,
  type deliveryAction,
  type deliveryAckResponse,
} from '../../domain/game/deliveries.ts';
import type { DeliveryKind } from '../../domain/shop/enums.ts';
import type { Tx } from '../db/client.ts';
import { deliveryActions } from '../db/schema/index.ts';
import { notifyFailedDeliveries } from '../notifications/events.ts';

// The delivery queue: purchases enqueue typed actions; the game server leases batches, carries
// them out and acknowledges each one. A lease that expires unacknowledged is offered again; an
// acknowledged action (done or failed) never is.

export interface DeliveryActionInput {
  kind: DeliveryKind;
  /** null: every player (the gym token each rank purchase gives to all). */
  playerUuid: string | null;
  payload: Record<string, unknown>;
  purchaseId?: string | null;
  /** Defaults by kind (see REQUIRES_ONLINE); an action for every player never waits for one. */
  requiresOnline?: boolean;
  /** Not handed out before this time, e.g. the revocation of a rank bought until a date. */
  notBefore?: Date;
}

/** The rows that queue these actions: each payload checked against its kind, the defaults filled in. */
export function deliveryRows(actions: DeliveryActionInput[]) {
  return actions.map((a) => ({
    kind: a.kind,
    playerUuid: a.playerUuid,
    payload: DELIVERY_PAYLOADS[a.kind].parse(a.payload) as Record<string, unknown>,
    purchaseId: a.purchaseId ?? null,
    requiresOnline: a.playerUuid === null ? false : (a.requiresOnline ?? REQUIRES_ONLINE[a.kind]),
    ...(a.notBefore ? { notBefore: a.notBefore } : {}),
  }));
}

/** Queues actions in the caller's transaction (the shop calls it when a payment completes). */
export async function enqueueDeliveries(tx: Tx, actions: DeliveryActionInput[]): Promise<string[]> {
  if (actions.length === 0) return [];
  const inserted = await tx.insert(deliveryActions).values(deliveryRows(actions)).returning({ id: deliveryActions.id });
  return inserted.map((r) => r.id);
}

type LeasedRow = {
  seq: string;
  id: string;
  kind: DeliveryKind;
  player_uuid: string | null;
  requires_online: boolean;
  payload: Record<string, unknown>;
  purchase_id: string | null;
  attempts: number;
  created_at: Date;
  lease_expires_at: Date;
};

export interface LeaseOptions {
  limit: number;
  leaseSeconds: number;
  /** When given, actions that need the player online are only handed out for these players. */
  online?: string[];
}

/** Hands out due actions under one new lease. SKIP LOCKED: concurrent pollers never get the same action. */
export async function leaseDeliveries(db: Tx, o: LeaseOptions) {
  const leaseId = randomUUID();
  const onlineFilter = o.online
    ? sql`and (not requires_online or player_uuid in (${
        o.online.length
          ? sql.join(
              o.online.map((u) => sql`${u}::uuid`),
              sql`, `,
            )
          : sql`null`
      }))`
    : sql``;
  const { rows } = await db.execute<LeasedRow>(sql`
    with picked as (
      select id from delivery_actions
      where not_before <= now() and (status = 'pending' or (status = 'leased' and lease_expires_at <= now())) ${onlineFilter}
      order by seq limit ${o.limit}
      for update skip locked
    )
    update delivery_actions d
    set status = 'leased', lease_id = ${leaseId}, lease_expires_at = now() + make_interval(secs => ${o.leaseSeconds}), attempts = d.attempts + 1
    from picked where d.id = picked.id
    returning d.seq, d.id, d.kind, d.player_uuid, d.requires_online, d.payload, d.purchase_id, d.attempts, d.created_at, d.lease_expires_at`);
  rows.sort((a, b) => Number(a.seq) - Number(b.seq));
  const actions: z.infer<typeof deliveryAction>[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    player_uuid: r.player_uuid,
    requires_online: r.requires_online,
    payload: r.payload,
    purchase_id: r.purchase_id,
    attempt: r.attempts,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return {
    lease_id: rows.length ? leaseId : null,
    lease_expires_at: rows[0] ? new Date(rows[0].lease_expires_at).toISOString() : null,
    next_check: rows.length >= o.limit ? 1 : await secondsUntilNextDue(db),
    actions,
  };
}

/** A hint for the poller: when the next action becomes due or the next lease runs out (2-30 s). */
async function secondsUntilNextDue(db: Tx): Promise<number> {
  const { rows } = await db.execute<{ secs: number | null }>(sql`
    select extract(epoch from min(case when status = 'pending' then not_before else lease_expires_at end) - now())::float8 as secs
    from delivery_actions where status in ('pending', 'leased')`);
  const secs = rows[0]?.secs;
  return secs === null || secs === undefined ? 30 : Math.min(30, Math.max(2, Math.ceil(secs)));
}

type AckResults = z.infer<typeof deliveryAckResponse>['results'];

/** Records the outcome of leased actions; an action already acknowledged keeps its first outcome. */
export async function acknowledgeDeliveries(
  db: Tx,
  acks: { id: string; status: 'done' | 'failed'; error?: string }[],
): Promise<AckResults> {
  const unique = [...new Map(acks.map((a) => [a.id.toLowerCase(), a])).values()];
  const values = unique.map((a) => sql`(${a.id.toLowerCase()}::uuid, ${a.status}, ${a.error ?? null})`);
  const { rows } = await db.execute<{ id: string; before: string | null; updated: boolean }>(sql`
    with input(id, status, error) as (values ${sql.join(values, sql`, `)}),
    acked as (
      update delivery_actions d set status = i.status, last_error = i.error, acknowledged_at = now(), lease_id = null, lease_expires_at = null
      from input i where d.id = i.id and d.status = 'leased'
      returning d.id
    )
    select i.id, d.status as before, exists (select 1 from acked a where a.id = i.id) as updated
    from input i left join delivery_actions d on d.id = i.id`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  await notifyFailedDeliveries(
    db,
    unique.filter((a) => a.status === 'failed' && byId.get(a.id.toLowerCase())?.updated).map((a) => a.id.toLowerCase()),
  );
  return unique.map((a) => {
    const r = byId.get(a.id.toLowerCase())!;
    if (r.updated) return { id: r.id, outcome: 'acknowledged' as const, status: a.status };
    if (r.before === null) return { id: r.id, outcome: 'not_found' as const, status: null };
    if (r.before === 'pending') return { id: r.id, outcome: 'not_leased' as const, status: 'pending' as const };
    // 'leased' here means a concurrent acknowledgement won the row a moment ago.
    return {
      id: r.id,
      outcome: 'already_acknowledged' as const,
      status: r.before === 'leased' ? null : (r.before as 'done' | 'failed'),
    };
  });
}
