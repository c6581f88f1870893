import { eq } from 'drizzle-orm';
import { BATTLE_TEXTS as T } from '../src/domain/battle-reports/texts';
import { user } from '../src/server/db/schema';
import { makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test('on a phone: the battles page loads, fails with a retry, and records a battle without sideways scroll', async ({
  page,
  db,
}) => {
  const name = `Phone${uniq()}`;
  await page.goto('/battles');
  await expect(page.getByText(T.signInFirst)).toBeVisible();
  await signIn(page, { newName: name });
  // Not linked yet: told to link first, no form.
  await expect(page.getByText(T.linkFirst)).toBeVisible();
  await expect(page.getByText(T.empty)).toBeVisible();
  const [me] = await db.select().from(user).where(eq(user.name, name));
  await makeMinecraftAccount(db, { name, userId: me!.id });
  const rivalName = `Rival${uniq()}`;
  await makeMinecraftAccount(db, { name: rivalName, userId: (await makeUser(db, { name: rivalName })).id });

  // The list's error state, then its retry.
  let fail = true;
  await page.route('**/api/battle-reports', (route) =>
    fail ? route.fulfill({ status: 500, body: '{"error":{"code":"internal","message":"x"}}' }) : route.fallback(),
  );
  await page.reload();
  await expect(page.getByRole('alert').getByText(T.loadFailed)).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: T.retry }).tap();

  await page.getByLabel(T.opponentLabel).fill(rivalName);
  await page.getByRole('radio', { name: 'Ladder battle' }).check();
  await page.getByRole('radio', { name: T.winnerOpponent }).check();
  await page.getByRole('button', { name: T.submit }).tap();
  const report = page.getByRole('listitem', { name: `Ladder battle against ${rivalName}` });
  await expect(report.getByTestId('battle-status')).toHaveText('Waiting for confirmation');
  await expect(report.getByText(`${rivalName} won`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A second report against the same player while this one is open is refused, with the server's message.
  await page.getByLabel(T.opponentLabel).fill(rivalName);
  await page.getByRole('radio', { name: 'Ladder battle' }).check();
  await page.getByRole('radio', { name: T.winnerMe }).check();
  await page.getByRole('button', { name: T.submit }).tap();
  await expect(page.getByText(T.openExists)).toBeVisible();
});
