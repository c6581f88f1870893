import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';
import { playableMatch, generateRoundOne, resetBracket, signInAsStaff, uniq } from './staff-tournament-helpers';

// Staff run the Founders' Cup while a visitor watches the public bracket in another page.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.afterAll(async ({ db }) => resetBracket(db));

test('staff generate round 1 and report a result; the public bracket follows without reload', async ({
  page,
  browser,
  db,
}) => {
  await resetBracket(db);
  await signInAsStaff(page, db, `Marshal ${uniq()}`);
  await expect(page.getByText('No bracket yet: close check-in, then generate round 1.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/tournament-bracket');
  await expect(visitor.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible();

  await generateRoundOne(page);
  const { p1, p2, match, group, next } = await playableMatch(db);
  // The visitor's page switches from pending to the bracket by itself.
  const card = visitor.getByTestId(`match-1-${match}`);
  await expect(card).toContainText(p1.name);
  await expect(card).toContainText(p2.name);
  await expect(visitor.getByRole('heading', { name: 'Bracket Generation Pending' })).toHaveCount(0);

  const row = page
    .getByTestId('staff-match')
    .filter({ has: page.getByText(`Match ${match} · Group ${group}`, { exact: true }) });
  await row.getByRole('button', { name: `Report result: Round 1 match ${match}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Games won by ${p1.name}`).selectOption('1');
  await dialog.getByLabel(`Games won by ${p2.name}`).selectOption('2');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText('Result saved')).toBeVisible();
  await expect(row.getByText('completed')).toBeVisible();

  await expect(card.getByText(`${p2.name} (winner)`)).toBeAttached();
  await expect(card.getByText('completed')).toBeVisible();
  await expect(visitor.getByTestId(`match-2-${next}`)).toContainText(p2.name);

  // A score that is not best of 3 is refused with the rule, and nothing changes.
  await page.getByRole('button', { name: `Correct result: Round 1 match ${match}` }).click();
  await dialog.getByLabel(`Games won by ${p1.name}`).selectOption('1');
  await dialog.getByLabel(`Games won by ${p2.name}`).selectOption('1');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog.getByRole('alert')).toContainText('A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await visitor.close();
});

test('signed out, the tournament screen is for staff only', async ({ page }) => {
  await page.goto('/staff/tournaments');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
});
