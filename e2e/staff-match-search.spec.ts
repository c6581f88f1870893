import { and, eq } from 'drizzle-orm';
import { auditLog, matches } from '../src/server/db/schema';
import { makeMatch, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';
import { signInWithRole } from './support/roles';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const uniq = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e3)}`;

test('staff find a match by player and days, pick it and void it', async ({ page, db }) => {
  const n = uniq();
  const [leader, challenger] = await Promise.all([
    makeMinecraftAccount(db, { name: `Msl${n}` }),
    makeMinecraftAccount(db, { name: `Msc${n}` }),
  ]);
  const match = await makeMatch(db, {
    leaderUuid: leader.uuid,
    challengerUuid: challenger.uuid,
    result: 'leader_won',
    startedAt: new Date('2025-10-20T18:00:00Z'),
    endedAt: new Date('2025-10-20T18:20:00Z'),
  });

  await signInWithRole(page, db, `Match Staff ${n}`, 'staff');
  await page.goto('/staff/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Match correction' })).toBeVisible();

  // A range that ends before it starts is refused with the server's reason.
  await page.getByLabel('Player (Minecraft name)').fill(`msc${n}`);
  await page.getByLabel('From').fill('2025-10-21');
  await page.getByLabel('To').fill('2025-10-19');
  await page.getByRole('button', { name: 'Search matches' }).click();
  await expect(page.getByRole('alert')).toContainText('The start date must be on or before the end date.');

  await page.getByLabel('From').fill('2025-10-20');
  await page.getByLabel('To').fill('2025-10-20');
  await page.getByRole('button', { name: 'Search matches' }).click();
  const found = page.getByTestId('found-match');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`Msl${n} vs Msc${n}`);
  await expect(found).toContainText('Ladder battle · Leader won');
  await expect(found.getByRole('link', { name: `Msc${n}` })).toHaveAttribute('href', `/trainers/Msc${n}`);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await found.getByRole('button', { name: /^Correct: / }).click();
  await expect(page.getByLabel('Match id')).toHaveValue(match.id);
  await page.getByLabel('Correct result').selectOption('voided');
  await page.getByRole('button', { name: 'Correct match' }).click();
  const confirm = page.getByRole('dialog', { name: 'Correct this match?' });
  await expect(confirm).toContainText(`Msl${n} vs Msc${n}`);
  await confirm.getByRole('button', { name: 'Correct match' }).click();
  await expect(page.getByText('Match corrected')).toBeVisible();
  await expect(found).toContainText('Voided');

  const [row] = await db.select().from(matches).where(eq(matches.id, match.id));
  expect(row!.result).toBe('voided');
  const audited = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, match.id), eq(auditLog.action, 'match.correct')));
  expect(audited).toHaveLength(1);
});
