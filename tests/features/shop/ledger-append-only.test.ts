import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

// The gym leader ledger and the audit log only ever grow: the database itself refuses to change
// or remove their rows, whoever asks, the site's own database user included.

let server: TestServer;
let leaderId: string;
beforeAll(async () => {
  server = await startTestServer();
  leaderId = (await makeGymLeader(server.deps.db, { displayName: 'Chuck', element: 'fighting' })).id;
  await server.deps.db.execute(sql`
    insert into gym_leader_earnings (gym_leader_id, kind, amount_cents, share_percent, note)
    values (${leaderId}, 'earning', 250, 10, 'A purchase')`);
  await server.deps.db.execute(
    sql`insert into audit_log (actor_id, action, target_table, target_id) values ('x', 'test.append', 't', '1')`,
  );
});
afterAll(() => server.close());

/** The database's refusal message, or 'allowed'. */
const refused = (q: ReturnType<typeof sql>) =>
  server.deps.db.execute(q).then(
    () => 'allowed',
    (err: { cause?: Error }) => err.cause?.message,
  );
const ledger = async () =>
  (
    await server.deps.db.execute<{ kind: string; amount_cents: number }>(
      sql`select kind, amount_cents from gym_leader_earnings where gym_leader_id = ${leaderId} order by created_at`,
    )
  ).rows;

describe('the gym leader ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL, and keeps its rows', async () => {
    expect(await refused(sql`update gym_leader_earnings set amount_cents = 999999`)).toBe(
      'gym_leader_earnings is append-only: UPDATE is not allowed',
    );
    expect(await refused(sql`delete from gym_leader_earnings`)).toBe(
      'gym_leader_earnings is append-only: DELETE is not allowed',
    );
    expect(await refused(sql`truncate gym_leader_earnings`)).toBe(
      'gym_leader_earnings is append-only: TRUNCATE is not allowed',
    );
    expect(await ledger()).toEqual([{ kind: 'earning', amount_cents: 250 }]);
  });

  it('cannot lose its entries through a cascade: a leader with entries is not deleted', async () => {
    expect(await refused(sql`delete from gym_leaders where id = ${leaderId}`)).toMatch(/append-only: DELETE/);
    expect(await ledger()).toHaveLength(1);
  });

  it('still takes new entries: a correction is a new row', async () => {
    await server.deps.db.execute(sql`
      insert into gym_leader_earnings (gym_leader_id, kind, amount_cents, share_percent, note)
      values (${leaderId}, 'reversal', 250, 10, 'Refunded')`);
    expect(await ledger()).toEqual([
      { kind: 'earning', amount_cents: 250 },
      { kind: 'reversal', amount_cents: 250 },
    ]);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL', async () => {
    expect(await refused(sql`update audit_log set action = 'forged'`)).toMatch(/append-only: UPDATE/);
    expect(await refused(sql`delete from audit_log`)).toMatch(/append-only: DELETE/);
    expect(await refused(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
    // Only this file's entry: the server's own jobs may write theirs (check-in closed at start-up).
    const { rows } = await server.deps.db.execute(sql`select action from audit_log where actor_id = 'x'`);
    expect(rows).toEqual([{ action: 'test.append' }]);
  });
});
