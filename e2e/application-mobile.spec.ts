import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, signIn, test } from './support/fixtures';
import { APPLY_PATH, fillApplication, submitButton } from './application-helpers';

test('on a phone the application fits the screen and can be submitted', async ({ page, db }) => {
  await page.goto(APPLY_PATH);
  await expect(page.getByText('Please sign in with Discord to apply for a Gym Leader position')).toBeVisible();
  await signIn(page, { newName: `Phone Applicant ${randomUUID().slice(0, 8)}` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const marker = `phone ${randomUUID()}`;
  await fillApplication(page, { marker });
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  const { rows } = await db.execute(
    sql`select count(*)::int as n from gym_leader_applications where why_join = ${marker}`,
  );
  expect(rows).toEqual([{ n: 1 }]);
});
