import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { createDatabase } from '../../src/server/db/client.ts';
import { tournamentRegistrations, tournaments } from '../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { uniq } from './helpers.ts';
import { DATABASE_URL, INSTANCE_PORTS, logFile } from './stack/settings.ts';

// Both instances run the check-in job every 15 s (src/server/jobs.ts). A tournament whose check-in window
// ends now is closed once: one drop, one promotion, one audit entry, one instance saying so, even after
// both instances have run the job past the window's end (read from PostgreSQL's statement log, where each
// instance's connections carry its name).

const CLOSE_QUERY = '"tournaments"."checkin_closed_at" is null and "tournaments"."checkin_closes_at" <=';

/** The instances whose job asked for due tournaments after `since`, from PostgreSQL's log. */
function instancesThatRanTheJob(since: Date): Set<string> {
  const seen = new Set<string>();
  for (const line of readFileSync(logFile('postgres'), 'utf8').split('\n')) {
    const m = /^(\S+ \S+) UTC \[(instance-\d+)\]/.exec(line);
    if (m && line.includes(CLOSE_QUERY) && new Date(`${m[1]}Z`) > since) seen.add(m[2]!);
  }
  return seen;
}

async function player(db: ReturnType<typeof createDatabase>, key: string, slot: number, checkedIn: boolean) {
  const name = `Cup${uniq()}`.slice(0, 16);
  const u = await makeUser(db, { name });
  await makeMinecraftAccount(db, { name, userId: u.id });
  const [r] = await db
    .insert(tournamentRegistrations)
    .values({
      userId: u.id,
      tournamentName: key,
      minecraftUsername: name,
      discordTag: `${name.toLowerCase()}#1`,
      email: u.email,
      timezone: 'utc',
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`pokemon${i}`, 'Garchomp'])),
      checkinAgreement: true,
      rulesAgreement: true,
      streamingConsent: true,
      registrationSlot: slot,
      status: slot <= 2 ? 'registered' : 'waitlisted',
      checkedInAt: checkedIn ? new Date() : null,
    } as typeof tournamentRegistrations.$inferInsert)
    .returning();
  return r!;
}

test('the check-in job closes a window once across both instances', async () => {
  test.setTimeout(120_000);
  const db = createDatabase(DATABASE_URL, 2);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const key = `rehearsal-cup-${uniq()}`;
    const hour = 3600_000;
    const closesAt = new Date(Date.now() + 2_000);
    await db.insert(tournaments).values({
      key,
      name: `Rehearsal Cup ${key}`,
      format: 'singles',
      startsAt: new Date(Date.now() + hour),
      playerCap: 2,
      registrationOpensAt: new Date(Date.now() - 3 * hour),
      registrationClosesAt: new Date(Date.now() - 2 * hour),
      checkinOpensAt: new Date(Date.now() - hour),
      checkinClosesAt: closesAt,
    });
    await player(db, key, 1, true);
    const absent = await player(db, key, 2, false);
    const waiting = await player(db, key, 3, true);

    // Both instances have looked for due tournaments since the window ended.
    await expect
      .poll(() => [...instancesThatRanTheJob(closesAt)].sort(), { timeout: 60_000 })
      .toEqual(INSTANCE_PORTS.map((p) => `instance-${p}`).sort());

    const count = async (sql: string, ...args: unknown[]) =>
      Number((await client.query<{ n: string }>(sql, args)).rows[0]!.n);
    expect(
      await count(
        `select count(*) as n from audit_log where action = 'tournament.checkin_close' and target_id = $1`,
        key,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from tournament_registration_events where registration_id = $1 and action = 'dropped'`,
        absent.id,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from tournament_registration_events where registration_id = $1 and action = 'promoted'`,
        waiting.id,
      ),
    ).toBe(1);
    const { rows } = await client.query<{ status: string; slot: number }>(
      'select status, registration_slot as slot from tournament_registrations where id = $1',
      [waiting.id],
    );
    expect(rows[0]).toEqual({ status: 'registered', slot: 2 });
    // One instance closed it, and only one says so in its log.
    const said = INSTANCE_PORTS.filter((p) =>
      readFileSync(logFile(`instance-${p}`), 'utf8')
        .split('\n')
        .some((l) => l.includes('check-in closed at the end of its window') && l.includes(key)),
    );
    expect(said).toHaveLength(1);
  } finally {
    await client.end();
    await db.$client.end();
  }
});
