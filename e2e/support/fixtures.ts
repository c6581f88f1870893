import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { E2E_DATABASE_URL } from './env.ts';

export { expect };

/** Signs in through the real redirect flow: the site's button, then the Discord stand-in's picker. */
export async function signIn(page: Page, who: { demoUser?: string; newName?: string }) {
  await page
    .getByRole('button', { name: /Sign in with Discord|^Discord$/ })
    .first()
    .click();
  await page.waitForURL(/\/dev\/discord\/oauth2\/authorize/);
  if (who.demoUser) {
    await page.getByRole('button', { name: new RegExp(`^${who.demoUser}\\b`) }).click();
  } else {
    await page.getByLabel('Or sign in as a new Discord user').fill(who.newName ?? `Player ${Date.now()}`);
    await page.getByRole('button', { name: 'Continue as new user' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/dev/discord') && !url.pathname.startsWith('/api/'));
}

/** Serious or critical accessibility violations found by axe on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

export const test = base.extend<{ consoleErrors: string[] }, { db: Database }>({
  db: [
    async ({}, use) => {
      const db = createDatabase(E2E_DATABASE_URL, 2);
      await use(db);
      await db.$client.end();
    },
    { scope: 'worker' },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await use(errors);
  },
});
