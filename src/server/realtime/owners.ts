import type { OwnedTable } from '../../domain/realtime/audience.ts';
import type { Database } from '../db/client.ts';

// Whom a changed row of an owned table belongs to (domain/realtime/audience.ts), read by the ids the change feed
// sent, after the change committed. Each query answers (id, user_id) rows for the ids in $1 (null users are
// dropped). A deleted row has nobody left to find: its change reaches staff only.

const byUserId = (table: string) => `select id, user_id from ${table} where id = any($1::uuid[])`;
const byGymLeader = (table: string) =>
  `select t.id, l.user_id from ${table} t join gym_leaders l on l.id = t.gym_leader_id where t.id = any($1::uuid[])`;

export const OWNER_QUERIES: Record<OwnedTable, string> = {
  battle_pass_claims: byUserId('battle_pass_claims'),
  battle_reports: `
    select id, unnest(array[reporter_user_id, opponent_user_id]) as user_id
      from battle_reports where id = any($1::uuid[])`,
  ban_appeals: byUserId('ban_appeals'),
  bug_reports: byUserId('bug_reports'),
  delivery_actions: `
    select d.id, unnest(array[p.user_id, m.user_id]) as user_id
      from delivery_actions d
      left join purchases p on p.id = d.purchase_id
      left join minecraft_accounts m on m.uuid = d.player_uuid
     where d.id = any($1::uuid[])`,
  feature_requests: byUserId('feature_requests'),
  gym_challenges: `
    select c.id, unnest(array[c.challenger_id, l.user_id]) as user_id
      from gym_challenges c join gym_leaders l on l.id = c.gym_leader_id
     where c.id = any($1::uuid[])`,
  gym_leader_applications: byUserId('gym_leader_applications'),
  gym_leader_earnings: byGymLeader('gym_leader_earnings'),
  notifications: byUserId('notifications'),
  payout_requests: byGymLeader('payout_requests'),
  player_reports: 'select id, reporter_user_id as user_id from player_reports where id = any($1::uuid[])',
  purchases: byUserId('purchases'),
  // The request's submitter (request_kind names its queue: domain/requests/queues.ts), unless the entry is a
  // staff note, which is internal.
  request_messages: `
    select m.id, coalesce(t.user_id, b.user_id, f.user_id, a.user_id, r.reporter_user_id, g.user_id) as user_id
      from request_messages m
      left join support_tickets t on m.request_kind = 'tickets' and t.id = m.item_id
      left join bug_reports b on m.request_kind = 'bugs' and b.id = m.item_id
      left join feature_requests f on m.request_kind = 'features' and f.id = m.item_id
      left join ban_appeals a on m.request_kind = 'appeals' and a.id = m.item_id
      left join player_reports r on m.request_kind = 'reports' and r.id = m.item_id
      left join gym_leader_applications g on m.request_kind = 'application' and g.id = m.item_id
     where m.id = any($1::uuid[]) and m.kind <> 'note'`,
  support_tickets: byUserId('support_tickets'),
};

async function ownersByRow(db: Database, table: OwnedTable, ids: string[]): Promise<Map<string, string[]>> {
  const { rows } = await db.$client.query<{ id: string; user_id: string | null }>({
    name: `realtime-owners-${table}`,
    text: OWNER_QUERIES[table],
    values: [ids],
  });
  const owners = new Map<string, string[]>();
  for (const { id, user_id } of rows) if (user_id) owners.set(id, [...(owners.get(id) ?? []), user_id]);
  return owners;
}

/**
 * Finds whom a changed row belongs to. The changes of one transaction arrive in one turn of the event loop, and
 * the rows of one table among them are read with one query (a transaction may queue hundreds of deliveries).
 */
export function ownerReader(db: Database): (table: OwnedTable, id: string) => Promise<string[]> {
  let turn: Map<OwnedTable, { ids: Set<string>; read: Promise<Map<string, string[]>> }> | undefined;
  return (table, id) => {
    if (!turn) {
      turn = new Map();
      queueMicrotask(() => (turn = undefined));
    }
    let batch = turn.get(table);
    if (!batch) {
      const ids = new Set<string>();
      // Read once this turn's changes are all in.
      batch = { ids, read: Promise.resolve().then(() => ownersByRow(db, table, [...ids])) };
      turn.set(table, batch);
    }
    batch.ids.add(id);
    return batch.read.then((owners) => owners.get(id) ?? []);
  };
}
