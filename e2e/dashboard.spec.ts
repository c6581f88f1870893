import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { formatUsd } from '../src/domain/shared/numbers';
import type { Database } from '../src/server/db/client';
import { gymLeaderEarnings, gymLeaders, purchaseItems, purchases, user } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

// Two accounts and the change feed: a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const DASHBOARD = '/gym-leader-dashboard';

/** A new account signed in on the dashboard, made a water gym leader with a ledger of its own. */
async function signInAsLeader(page: Page, db: Database, name: string) {
  await page.goto(DASHBOARD);
  await signIn(page, { newName: name });
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const leader = await makeGymLeader(db, {
    userId: me!.id,
    displayName: name,
    element: 'water',
    status: 'online',
    badgesAwarded: 12,
    leaderWins: 24,
    winRate: 2 / 3,
  });
  const buyerName = `Buyer${uniq()}`;
  const buyer = await makeUser(db, { name: buyerName });
  const mc = await makeMinecraftAccount(db, { name: buyerName, userId: buyer.id });
  const [purchase] = await db
    .insert(purchases)
    .values({
      userId: buyer.id,
      status: 'completed',
      totalAmountCents: 1999,
      minecraftUuid: mc.uuid,
      minecraftUsername: mc.name,
      gymLeaderId: leader.id,
    })
    .returning();
  await db.insert(purchaseItems).values({
    purchaseId: purchase!.id,
    itemId: 'master-monthly',
    itemName: 'Master Rank (Monthly)',
    itemPriceCents: 1999,
    quantity: 1,
    totalPriceCents: 1999,
  });
  await db.insert(gymLeaderEarnings).values([
    { gymLeaderId: leader.id, kind: 'earning', amountCents: 200, sharePercent: 10, purchaseId: purchase!.id },
    { gymLeaderId: leader.id, kind: 'earning', amountCents: 4321, sharePercent: 10, note: 'Purchase' },
    { gymLeaderId: leader.id, kind: 'reversal', amountCents: 321, sharePercent: 10, note: 'Partial refund' },
    {
      gymLeaderId: leader.id,
      kind: 'payout',
      amountCents: 1000,
      note: 'Payout',
      payoutMethod: 'bank_transfer',
      payoutReference: `BT-${name}`,
    },
  ]);
  await page.reload();
  return { leader, buyerName };
}

/** The leader's figures summed from the ledger rows in the database. */
async function ledgerSums(db: Database, gymLeaderId: string) {
  const rows = await db.select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.gymLeaderId, gymLeaderId));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.amountCents, 0);
  const earnings = sum('earning') - sum('reversal');
  return { earnings, payouts: sum('payout'), balance: earnings - sum('payout'), lines: rows.length };
}

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

async function expectDenied(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Access Only' })).toBeVisible();
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page.getByText('You are not registered as a gym leader.')).toBeVisible();
  await expect(stat(page, 'Total Earnings')).toHaveCount(0);
}

test.describe('gym leader earnings dashboard', () => {
  test("a leader sees the ledger's figures, the stats, the chart and the lines, without the buyer", async ({
    page,
    db,
  }) => {
    const name = `Leader ${uniq()}`;
    const { leader, buyerName } = await signInAsLeader(page, db, name);
    const sums = await ledgerSums(db, leader.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Dashboard' })).toBeVisible();
    const main = page.locator('#main');
    await expect(main.getByText(name, { exact: true })).toBeVisible();
    await expect(main.getByText('Water', { exact: true })).toHaveCSS('background-color', 'rgb(99, 144, 240)');
    await expect(stat(page, 'Total Earnings')).toHaveText(formatUsd(sums.earnings));
    await expect(stat(page, 'Total Payouts')).toHaveText(formatUsd(sums.payouts));
    await expect(stat(page, 'Current Balance')).toHaveText(formatUsd(sums.balance));
    expect([sums.earnings, sums.payouts, sums.balance]).toEqual([4200, 1000, 3200]);
    await expect(stat(page, 'Total Earnings')).toHaveText('$42.00');
    await expect(stat(page, 'Badges Awarded')).toHaveText('12');
    await expect(main.getByText('66.7%')).toBeVisible();
    await expect(main.getByText('Online', { exact: true })).toHaveClass(/bg-success/);
    await expect(
      page.getByRole('img', { name: /Earnings by week over the last 12 weeks: \$42\.00 in all/ }),
    ).toBeVisible();

    const ledger = page.getByRole('table', { name: 'Ledger lines, newest first' });
    await expect(ledger.locator('tbody tr')).toHaveCount(sums.lines);
    await expect(ledger.getByText(/Master Rank \(Monthly\) × 1 · \$19\.99 \(completed\)/)).toBeVisible();
    await expect(ledger.getByText(`BT-${name}`)).toBeVisible();
    await expect(page.getByText(buyerName)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the demo leader Misty opens a dashboard filled from the demo ledger', async ({ page, db }) => {
    await page.goto(DASHBOARD);
    await signIn(page, { demoUser: 'Misty' });
    const [misty] = await db.select().from(gymLeaders).where(eq(gymLeaders.displayName, 'Misty'));
    // Other journeys may credit Misty while this one runs: compare with the ledger as it stands.
    await expect(async () => {
      const sums = await ledgerSums(db, misty!.id);
      expect(sums.payouts).toBeGreaterThan(0);
      await expect(stat(page, 'Total Earnings')).toHaveText(formatUsd(sums.earnings), { timeout: 1000 });
      await expect(stat(page, 'Total Payouts')).toHaveText(formatUsd(sums.payouts), { timeout: 1000 });
      await expect(stat(page, 'Current Balance')).toHaveText(formatUsd(sums.balance), { timeout: 1000 });
    }).toPass();
    await expect(
      page
        .getByRole('table', { name: 'Ledger lines, newest first' })
        .getByText(/^Payout$/)
        .first(),
    ).toBeVisible();
  });

  test('a signed-in player who is not a gym leader learns what Gym Leader Login is for', async ({ page }) => {
    await page.goto(DASHBOARD);
    await signIn(page, { newName: `Player ${uniq()}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This dashboard is for gym leaders' })).toBeVisible();
    await expect(page.getByText('Access Denied', { exact: true })).toHaveCount(0);
    await expect(stat(page, 'Total Earnings')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a visitor who is not signed in learns what Gym Leader Login is for', async ({ page }) => {
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Are you a gym leader?' })).toBeVisible();
    await expect(page.getByText('Access Denied', { exact: true })).toHaveCount(0);
  });

  test('a spinner while loading, and access denied when loading fails', async ({ page, db }) => {
    await signInAsLeader(page, db, `Leader ${uniq()}`);
    await expect(stat(page, 'Total Earnings')).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/dashboard', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Failed to fetch earnings' } } });
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toBeVisible();
    release();
    await expectDenied(page);
  });

  test("staff record a payout and the leader's dashboard follows live", async ({ page, browser, db }) => {
    const name = `Leader ${uniq()}`;
    const { leader } = await signInAsLeader(page, db, name);
    await expect(stat(page, 'Current Balance')).toHaveText('$32.00');

    const staffPage = await (await browser.newContext()).newPage();
    const staffName = `Payroll ${uniq()}`;
    await staffPage.goto('/staff');
    await signIn(staffPage, { newName: staffName });
    await db.update(user).set({ role: 'staff' }).where(eq(user.name, staffName));
    await staffPage.reload();
    await staffPage
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Gym leader payouts' })
      .click();
    const row = staffPage.locator(`tr[data-leader="${name}"]`);
    await expect(row).toContainText('$32.00');

    // More than the balance: the server refuses and says why, and nothing is written.
    await row.getByRole('button', { name: `Record payout to ${name}` }).click();
    const dialog = staffPage.getByRole('dialog');
    await expect(dialog).toContainText('Current balance: $32.00');
    await dialog.getByRole('button', { name: 'Review payout' }).click();
    await expect(dialog.getByText('Amount is required.')).toBeVisible();
    await expect(dialog.getByText('Reference is required.')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('40');
    await dialog.getByLabel('Method').selectOption('paypal');
    await dialog.getByLabel('Reference').fill(`PP-${name}`);
    await dialog.getByRole('button', { name: 'Review payout' }).click();
    await dialog.getByRole('button', { name: 'Confirm payout' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "This payout is more than the leader's current balance of $32.00.",
    );
    expect((await ledgerSums(db, leader.id)).payouts).toBe(1000);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Amount (USD)').fill('12.50');
    await dialog.getByRole('button', { name: 'Review payout' }).click();
    await expect(dialog).toContainText(`Pay $12.50 to ${name} by PayPal, reference PP-${name}`);
    await expect(dialog).toContainText('The balance goes from $32.00 to $19.50.');
    await dialog.getByRole('button', { name: 'Confirm payout' }).click();
    await expect(staffPage.getByText('Payout recorded')).toBeVisible();
    await expect(row).toContainText('$19.50');
    await expect(staffPage.getByRole('list', { name: 'Payouts' })).toContainText(
      `$12.50 to ${name} · PayPal · PP-${name}`,
    );

    // The leader's page, never reloaded, shows the payout.
    await expect(stat(page, 'Total Payouts')).toHaveText('$22.50');
    await expect(stat(page, 'Current Balance')).toHaveText('$19.50');
    await expect(page.getByRole('table', { name: 'Ledger lines, newest first' })).toContainText(`PP-${name}`);
    const sums = await ledgerSums(db, leader.id);
    expect([sums.payouts, sums.balance]).toEqual([2250, 1950]);
    expect(await seriousA11yViolations(staffPage)).toEqual([]);
  });
});
