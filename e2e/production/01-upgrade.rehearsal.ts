import pg from 'pg';
import { expect, test } from '@playwright/test';
import { DATABASE_URL } from './stack/settings.ts';
import { snapshotTables } from './stack/snapshot.ts';
import { readState } from './stack/state.ts';
import journal from '../../src/server/db/migrations/meta/_journal.json' with { type: 'json' };

// The two instances of this build started against the database the previous release left (its migrations
// and demo data, from git): the upgrade applied the new migrations, kept every row, and the site serves it.

// Tables the running site writes by itself (background jobs, sign-ins), whose rows may differ by now.
const WRITTEN_BY_THE_SITE = new Set(['rate_limits', 'gym_leaders', 'tournaments', 'tournament_registrations']);

test('the new build upgrades the previous release’s database and keeps its data', async ({ page }) => {
  const state = readState();
  expect(state.postgres).toMatch(/^15\./);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    expect(state.previous.migrations).toBeLessThan(journal.entries.length);
    expect(Number(rows[0]!.n)).toBe(journal.entries.length);

    const columns = Object.fromEntries(Object.entries(state.before).map(([t, s]) => [t, s.columns]));
    const after = await snapshotTables(DATABASE_URL, columns);
    for (const [table, was] of Object.entries(state.before)) {
      if (WRITTEN_BY_THE_SITE.has(table)) continue;
      expect.soft(after[table], `table ${table}`).toEqual(was);
    }
    expect(state.before.elo_ratings?.rows).toBeGreaterThan(0);

    // The ladder's leader, from the old data, on the page the new build serves over HTTPS.
    const top = await client.query<{ name: string }>(
      `select m.name from elo_ratings r join minecraft_accounts m on m.uuid = r.player_uuid
       order by r.rating desc, r.wins desc, m.name asc limit 1`,
    );
    await page.goto('/leaderboard');
    await expect(page.getByText(top.rows[0]!.name).first()).toBeVisible();
  } finally {
    await client.end();
  }
});
