import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { auditLog, user } from '../../src/server/db/schema/index.ts';
import { makeUser } from '../../src/server/db/seed/factories.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { runCli } from './run-cli.ts';

let url: string;
let db: Database;
beforeAll(async () => {
  url = await createTestDatabaseUrl();
  db = createDatabase(url, 2);
  await makeUser(db, { name: 'Ash', discordId: '100000000000000001' });
  await makeUser(db, { name: 'Misty', discordId: '100000000000000002' });
  await makeUser(db, { name: 'misty', discordId: '100000000000000003' });
});
afterAll(() => db.$client.end());

const admin = (...args: string[]) => runCli('admin-cli.ts', args, { DATABASE_URL: url, LOG_LEVEL: 'warn' });
const roleOf = async (discordId: string) =>
  (await db.select({ role: user.role }).from(user).where(eq(user.discordId, discordId)))[0]?.role;

describe('npm run admin', () => {
  it('grants admin by name, audited as a role change from the command line', async () => {
    const res = await admin('grant', 'ash');
    expect(res.stdout).toBe(
      'Ash (Discord id 100000000000000001) is now an admin; the audit log records it as "command-line".\n',
    );
    expect(res.code).toBe(0);
    expect(await roleOf('100000000000000001')).toBe('admin');
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorId: 'command-line',
      action: 'user.role',
      targetTable: 'user',
      before: { name: 'Ash', role: 'player' },
      after: { name: 'Ash', role: 'admin' },
    });
  }, 60_000);

  it('refuses an admin twice, an unknown account and an ambiguous name (listing the matches)', async () => {
    const again = await admin('grant', '100000000000000001');
    expect([again.code, again.stderr]).toEqual([
      1,
      'Ash (Discord id 100000000000000001, admin) is already an admin.\n',
    ]);
    const nobody = await admin('grant', 'Brock');
    expect([nobody.code, nobody.stderr]).toEqual([
      1,
      'No account has the Discord id or name "Brock". The person signs in on the site once with Discord first.\n',
    ]);
    const two = await admin('grant', 'MISTY');
    expect(two.code).toBe(1);
    expect(two.stderr).toBe(
      '2 accounts are named "MISTY"; give the Discord id of the one you mean:\n' +
        '  Misty (Discord id 100000000000000002, player)\n' +
        '  misty (Discord id 100000000000000003, player)\n',
    );
    expect(await roleOf('100000000000000002')).toBe('player');
  }, 60_000);

  it('grants by Discord id, lists admins and staff, and revokes all but the last admin', async () => {
    expect((await admin('grant', '100000000000000003')).code).toBe(0);
    expect((await admin('list')).stdout).toBe(
      'admin  Ash (Discord id 100000000000000001)\nadmin  misty (Discord id 100000000000000003)\n',
    );
    const revoked = await admin('revoke', '100000000000000003');
    expect([revoked.code, revoked.stdout]).toEqual([
      0,
      'misty (Discord id 100000000000000003) is no longer an admin (now a player).\n',
    ]);
    const last = await admin('revoke', 'Ash');
    expect([last.code, last.stderr]).toEqual([1, 'This is the last admin: make someone else an admin first.\n']);
    expect(await roleOf('100000000000000001')).toBe('admin');
  }, 60_000);

  it('prints its usage without a command', async () => {
    const res = await admin();
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^Usage:\n {2}npm run admin -- grant <discord id or name>/);
  });
});
