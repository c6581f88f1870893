import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { authorizeForm } from '../../tests/setup/sign-in.ts';
import { E2E_DATABASE_URL } from './env.ts';

export { expect };

type Who = { demoUser?: string; newName?: string };

/**
 * Signs in through the real OAuth flow, spoken over HTTP in the page's own cookie jar (the site starts it, the
 * Discord stand-in authorizes, the site's callback sets the session), then opens the page again signed in, as the
 * flow's redirect back does. For every journey about something else than signing in: the browser draws none of the
 * redirect's pages (the Epic Stack signs in its journeys the same way, without the UI).
 */
export async function signIn(page: Page, who: Who) {
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  const callbackURL = here ? here.pathname + here.search : '/';
  const start = await page.request.post('/api/auth/sign-in/social', {
    data: { provider: 'discord', callbackURL, errorCallbackURL: '/?signin=failed' },
  });
  expect(start.status(), 'the site starts the sign-in').toBe(200);
  const authorize = new URL(((await start.json()) as { url: string }).url);
  let userId: string | undefined;
  if (who.demoUser) {
    // The demo user's button on the stand-in's page, as a click on it would send.
    const picker = await (await page.request.get(authorize.toString())).text();
    userId = new RegExp(`<button name="user_id" value="([^"]+)">${who.demoUser}\\b`).exec(picker)?.[1];
    expect(userId, `${who.demoUser} is on the Discord stand-in's page`).toBeTruthy();
  }
  const form = authorizeForm(authorize, userId ? { userId } : { newName: who.newName ?? `Player ${Date.now()}` });
  const code = await page.request.post(authorize.origin + authorize.pathname, { form, maxRedirects: 0 });
  expect(code.status(), 'Discord sends the code back').toBe(302);
  const callback = await page.request.get(code.headers().location!, { maxRedirects: 0 });
  expect(callback.status(), 'the site signs in and sends the browser back').toBe(302);
  await page.goto(new URL(callback.headers().location!, authorize.origin).toString());
}

/** Signs in as a visitor does: the site's button, then a choice on the Discord stand-in's page. For sign-in journeys. */
export async function signInThroughDiscord(page: Page, who: Who) {
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

/**
 * Opens the signed-in player's account menu in the top bar and returns it. The menu's library loads behind a
 * stand-in button; a press that lands while the real button takes its place is lost, so press again until it opens.
 */
export async function openAccountMenu(page: Page, press: 'click' | 'tap' = 'click') {
  const trigger = page.getByTestId('account-menu');
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger[press]();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

/** Link Minecraft, from the account menu of a player who has not linked an account. */
export async function openLinkMinecraft(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Link Minecraft' }).click();
}

/** Sign Out, from the account menu. */
export async function signOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/**
 * Serious or critical accessibility violations found by axe on the current page. In one pass on the page (legacy
 * mode): the site has no frames, and the default merges frames' results in a second page it opens each scan.
 */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Waits for the app's 'page hydrated' mark: a prerendered page's buttons work from then on. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('page hydrated').length > 0);
}

export const test = base.extend<{ consoleErrors: string[] }, { db: Database }>({
  // A prerendered page's buttons work once the app has hydrated it (presses before that are not kept: decision
  // 025), so page.goto waits for its 'page hydrated' mark, as a visitor waits for the page to respond. Not when
  // the journey asked only for the HTML (waitUntil 'commit'), nor once it has faked the page's clock
  // (page.clock.install): the app's timers then run only when the journey moves the clock.
  page: async ({ page }, use) => {
    let clockFaked = false;
    const install = page.clock.install.bind(page.clock);
    page.clock.install = (options) => {
      clockFaked = true;
      return install(options);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!clockFaked && options?.waitUntil !== 'commit' && (await page.locator('script[data-entry]').count()) > 0)
        await waitForHydration(page);
      return response;
    };
    await use(page);
  },
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
