import { eq } from 'drizzle-orm';
import { user } from '../src/server/db/schema';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('on a phone the staff sections are a select', async ({ page, db }) => {
  const name = `Pocket admin ${Date.now().toString(36)}`;
  await page.goto('/staff');
  await signIn(page, { newName: name });
  await db.update(user).set({ role: 'admin' }).where(eq(user.name, name));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeHidden();
  await page.getByLabel('Staff section').selectOption({ label: 'Audit log' });
  await expect(page).toHaveURL(/\/staff\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
