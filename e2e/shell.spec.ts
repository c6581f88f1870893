import {
  expect,
  openAccountMenu,
  seriousA11yViolations,
  signIn,
  signInThroughDiscord,
  signOut,
  test,
} from './support/fixtures';
import { examplePath, PAGES } from '../src/domain/routes';
import { E2E_SITE_LINKS } from './support/env';
import { NAV_PAGES } from './support/nav';

test.describe('the shell', () => {
  test('side menu repeats every link; Purchase History only when signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('SEASON 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const label of NAV_PAGES) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    const portal = menu.getByRole('link', { name: /Customer Portal/ });
    await expect(portal).toHaveAttribute('target', '_blank');
    // The address the server is configured with (CUSTOMER_PORTAL_URL), not a copy in the web code.
    await expect(portal).toHaveAttribute('href', E2E_SITE_LINKS.customerPortalUrl);
    await expect(menu.getByRole('link', { name: 'Purchase History' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);

    await signIn(page, { newName: `Side Menu ${Date.now()}` });
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Purchase History' })).toBeVisible();
  });

  test('every path of the route table renders a page, and an unknown path the not-found page', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PAGES.map(examplePath)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logs the unknown path', async ({ page, consoleErrors }) => {
    await page.goto('/missing/thing');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('/missing/thing');
  });

  test('online count from the Discord widget, and Join Discord opens the invite in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('128 online').first()).toBeVisible();
    const join = page.getByRole('link', { name: 'Join Discord' }).first();
    await expect(join).toHaveAttribute('href', 'https://discord.gg/cobbleleague');
    await expect(join).toHaveAttribute('target', '_blank');
  });

  test("'Discord status unavailable' when the count cannot be had, with the configured invite", async ({ page }) => {
    await page.route('**/api/discord/online', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
    );
    await page.goto('/');
    await expect(page.getByText('Discord status unavailable').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Discord' }).first()).toHaveAttribute(
      'href',
      E2E_SITE_LINKS.discordInviteUrl,
    );
  });

  test('the info pages link the configured customer portal and Discord invite', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('link', { name: /Customer Portal/ }).first()).toHaveAttribute(
      'href',
      E2E_SITE_LINKS.customerPortalUrl,
    );
    await page.goto('/getting-started');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Discord/ })
        .first(),
    ).toHaveAttribute('href', E2E_SITE_LINKS.discordInviteUrl);
  });

  test('footer shows every link and text', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const label of [
      'Leaderboard',
      'Gym Leaders',
      'Events',
      'Community',
      'Server Rules',
      'Getting Started',
      'Help Center',
      'Bug Reports',
      'Feature Requests',
      'Contact Support',
      'Appeal Bans',
      'Report Players',
      'Terms of Service',
      'Privacy Policy',
      'Cookie Policy',
      'DMCA Notice',
      'Refund Policy',
      'Accessibility',
      'Status Page',
      'Careers',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('Version 2.1.3');
    await expect(footer).toContainText('© 2025');
    await expect(footer).toContainText('Ages 13+');
    await expect(footer).toContainText('Multiplayer Online Game');
    await expect(footer).toContainText('User Generated Content');
    await expect(footer).toContainText('Server Online');
    await expect(footer).toContainText('not affiliated');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('128 online').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('signing in and out', () => {
  test('signs in with Discord through the redirect flow, then signs out', async ({ page }) => {
    await page.goto('/events');
    await signInThroughDiscord(page, { newName: 'Journey Tester' });
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByTestId('account-menu')).toHaveAccessibleName('Journey Tester');
    const account = await openAccountMenu(page);
    await expect(account.getByRole('menuitem', { name: 'Link Minecraft' })).toBeVisible();
    await expect(account.getByRole('menuitem', { name: 'Purchase History' })).toBeVisible();
    await account.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });

  test('a failed sign-in shows the toast', async ({ page }) => {
    await page.route('**/api/auth/sign-in/social', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('Failed to sign in with Discord. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeEnabled();
  });

  test('a sign-in refused at Discord comes back with the toast', async ({ page }) => {
    await page.goto('/?signin=failed&error=access_denied');
    await expect(page.getByText('Failed to sign in with Discord. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed sign-out shows the toast and keeps the session', async ({ page }) => {
    await page.goto('/');
    await signIn(page, { newName: 'Sticky Session' });
    await page.route('**/api/auth/sign-out', (route) => route.abort());
    await signOut(page);
    await expect(page.getByText('Sign out failed')).toBeVisible();
    await expect(page.getByText('Failed to sign out. Please try again.')).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveAccessibleName('Sticky Session');
  });
});
