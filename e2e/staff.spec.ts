import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { user } from '../src/server/db/schema';
import type { Database } from '../src/server/db/client';
import { expect as baseExpect, openAccountMenu, seriousA11yViolations, signIn, test } from './support/fixtures';

// These journeys cross several pages and two accounts; a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** Signs a new account in and gives it a role straight in the database (the site has no way to make the first admin). */
async function signInWithRole(page: Page, db: Database, name: string, role: 'player' | 'staff' | 'admin') {
  await page.goto('/staff');
  await signIn(page, { newName: name });
  if (role !== 'player') await db.update(user).set({ role }).where(eq(user.name, name));
  await page.reload();
}

async function auditShows(page: Page, action: string, target: string) {
  await page.goto('/staff/audit');
  await page.getByLabel('Action').fill(action);
  await expect(page.getByTestId('audit-entry').filter({ hasText: target }).first()).toBeVisible();
}

test.describe('staff area', () => {
  test('signed out: a sign-in prompt; a player: Staff only', async ({ page, db }) => {
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(page.getByText('Sign in with a staff account to open the staff area.')).toBeVisible();
    await signInWithRole(page, db, `Player ${uniq()}`, 'player');
    await expect(
      page.getByRole('alert').filter({ hasText: "This area is for the league's staff and admins." }),
    ).toBeVisible();
    await expect((await openAccountMenu(page)).getByRole('menuitem', { name: 'Staff', exact: true })).toHaveCount(0);
  });

  test('an admin grants staff and the area opens for that user; the audit log shows it', async ({
    page,
    browser,
    db,
  }) => {
    const target = `Recruit ${uniq()}`;
    const other = await browser.newContext();
    const recruit = await other.newPage();
    await signInWithRole(recruit, db, target, 'player');
    await expect(recruit.getByRole('heading', { name: 'Staff only' })).toBeVisible();

    await signInWithRole(page, db, `Admin ${uniq()}`, 'admin');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Users and roles' }).click();
    await page.getByLabel('Name or Discord id').fill(target);
    await page.getByLabel(`Role of ${target}`).selectOption('staff');
    await page.getByRole('dialog').getByRole('button', { name: 'Make staff' }).click();
    await expect(page.getByText(`${target} is now staff.`)).toBeVisible();

    // The role holds from the next request: the top bar now leads into the staff area.
    await recruit.goto('/');
    await (await openAccountMenu(recruit)).getByRole('menuitem', { name: 'Staff', exact: true }).click();
    await expect(recruit.getByRole('heading', { name: 'Staff overview' })).toBeVisible();
    await expect(recruit.getByTestId('queue-tickets')).toBeVisible();
    // Staff do not see the admin sections.
    await expect(recruit.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await other.close();

    await auditShows(page, 'user.role', target);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('staff create an event and it shows on /events; the audit log shows it', async ({ page, db }) => {
    const title = `Staff Cup ${uniq()}`;
    await signInWithRole(page, db, `Organiser ${uniq()}`, 'admin');
    await page.goto('/staff/events');
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Kind').selectOption('raid');
    const start = new Date(Date.now() + 3 * 86_400_000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Start').fill(local);
    await dialog.getByRole('button', { name: 'Add a reward' }).click();
    await dialog.getByLabel('Reward 1 name').fill('1st');
    await dialog.getByLabel('Reward 1', { exact: true }).fill('Raid Master title');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByTestId('staff-event').filter({ hasText: title })).toBeVisible();

    const events = await page.context().newPage();
    await events.goto('/events');
    await expect(events.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: `Cancel event: ${title}` }).click();
    await expect(events.getByRole('heading', { name: title })).toHaveCount(0);

    await auditShows(page, 'event.create', title);
  });

  test('a revoked key is refused by the game API; the audit log shows it', async ({ page, db, request }) => {
    const name = `Survival ${uniq()}`;
    await signInWithRole(page, db, `Operator ${uniq()}`, 'admin');
    await page.goto('/staff/game-keys');
    await page.getByLabel('Name of the game server').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent())!.trim();
    const gyms = () => request.get('/api/game/v1/gyms', { headers: { authorization: `Bearer ${key}` } });
    expect((await gyms()).status()).toBe(200);
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByTestId('game-key').filter({ hasText: name })).toContainText('Revoked');
    await expect.poll(async () => (await gyms()).status(), { timeout: 10_000 }).toBe(401);
    await auditShows(page, 'game_key.revoke', name);
  });
});
