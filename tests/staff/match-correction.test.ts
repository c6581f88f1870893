import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { gameClient, ladder, player } from '../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { signInAs } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('match correction from the staff area', () => {
  it('records who changed which result, and why, in the same transaction', async () => {
    const staff = await signInAs(server, 'staff', 'Referee');
    const game = await gameClient(server);
    const [a, b] = [player(), player()];
    expect((await game.call('POST', '/matches', ladder('fix-1', a, b, 'a'))).status).toBeLessThan(300);
    const correct = (result: string, reason?: string) =>
      server.request('/api/staff/matches/fix-1/correction', {
        method: 'POST',
        cookie: staff.cookie,
        json: { result, reason },
      });
    expect((await correct('voided', 'Disconnect on turn 1')).status).toBe(200);
    const entries = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, 'fix-1'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        action: 'match.correct',
        targetTable: 'matches',
        before: { result: 'leader_won', winner_uuid: a.uuid },
        after: { result: 'voided', winner_uuid: null, reason: 'Disconnect on turn 1' },
      }),
    ]);
    // The same result again changes nothing and records nothing; bad input writes nothing.
    expect((await correct('voided')).status).toBe(200);
    expect((await correct('draw')).status).toBe(400);
    expect((await correct('voided', 'x'.repeat(501))).status).toBe(400);
    expect((await correct('voided', 'a\u0000b')).status).toBe(400);
    expect(await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, 'fix-1'))).toHaveLength(1);
  });
});
