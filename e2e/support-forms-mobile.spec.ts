import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './support/fixtures';

test('on a phone the support forms fit the screen; a ticket can be sent', async ({ page }) => {
  await page.goto('/contact-support');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await signIn(page, { newName: `Phone Support ${randomUUID().slice(0, 8)}` });
  for (const path of ['/bug-reports', '/feature-requests', '/appeal-bans', '/report-players', '/contact-support']) {
    await page.goto(path);
    await expect(page.locator('form')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.getByLabel('Email').fill('phone@example.test');
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Subject').fill('Cannot join from my phone');
  await page.getByLabel('Message').fill('Is Bedrock supported?');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Support ticket submitted!')).toBeVisible();
});
