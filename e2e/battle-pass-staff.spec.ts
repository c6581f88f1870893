import { and, eq } from 'drizzle-orm';
import { auditLog, battlePassRewards, user } from '../src/server/db/schema';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { uniq } from './shop-helpers';

// The machine runs several suites at once: a page's first answer may take longer than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('staff change a reward of the current season: the pass shows it live, and the audit log has it', async ({
  page,
  context,
  db,
}) => {
  // Rewards are shared by every run: each repeat of this journey edits a level of its own.
  const level = 27 + (test.info().repeatEachIndex % 3);
  const name = `Pass Staff ${uniq()}`;
  await page.goto('/staff/battle-pass');
  await signIn(page, { newName: name });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();
  const pass = await context.newPage();
  await pass.goto('/battle-pass');
  await expect(pass.getByTestId(`reward-${level}-free`)).toBeVisible();

  const display = `Shiny Lapras ${uniq()}`;
  await page.getByRole('button', { name: `Edit level ${level} free reward` }).click();
  const dialog = page.getByRole('dialog', { name: `Level ${level} free reward` });
  await dialog.getByLabel('Type').selectOption('POKEMON');
  await dialog.getByLabel('Display name').fill(display);
  await dialog.getByLabel('Species').fill('Lapras');
  await dialog.getByLabel('Pokémon level').fill('30');
  await dialog.getByRole('button', { name: 'Save reward' }).click();
  // The schema's own message, before anything is sent.
  await expect(dialog.getByText('The species must be a lower-case Cobblemon id such as eevee.')).toBeVisible();
  await dialog.getByLabel('Species').fill('lapras');
  await dialog.getByLabel('Shiny').check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save reward' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`staff-reward-${level}-free`)).toContainText(display);
  await expect(page.getByTestId(`staff-reward-${level}-free`).getByText('Changed')).toBeVisible();

  await expect(pass.getByTestId(`reward-${level}-free`)).toContainText(display);
  await expect(pass.getByTestId(`reward-${level}-free`)).toContainText('Pokémon · Lv. 30 · Shiny');
  const [row] = await db
    .select()
    .from(battlePassRewards)
    .where(and(eq(battlePassRewards.level, level), eq(battlePassRewards.track, 'free')));
  expect(row!.reward).toMatchObject({ type: 'POKEMON', data: { species: 'lapras', level: 30, shiny: true } });
  const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'battle_pass.reward.edit'));
  expect(audits.some((a) => (a.after as { data?: { display_name?: string } }).data?.display_name === display)).toBe(
    true,
  );
});
