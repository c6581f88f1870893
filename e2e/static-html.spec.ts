import { expect, test } from './support/fixtures';
import { E2E_SITE_LINKS } from './support/env';

// Sections that are the same for everybody keep their prerendered HTML instead of hydrating (StaticHtml).
// They must still behave as the app: links navigate without reloading, configured addresses arrive, and a
// page the app renders itself shows the same content.

/** Marks the document, so a reload (which would drop the mark) shows. */
const mark = () => ((window as unknown as { kept: boolean }).kept = true);
const marked = () => (window as unknown as { kept?: boolean }).kept === true;

test('links in kept HTML navigate within the app, and the pages they open render in full', async ({ page }) => {
  await page.goto('/terms-of-service');
  // The session shows once the page has hydrated.
  await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Customer Portal/ }).first()).toHaveAttribute(
    'href',
    E2E_SITE_LINKS.customerPortalUrl,
  );
  await page.evaluate(mark);

  // A footer link (kept HTML) opens the page in the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(marked)).toBe(true);

  // A link in a kept section of the page, to another page of the site.
  await page.getByRole('main').getByRole('link', { name: 'Cookie Policy' }).first().click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  expect(await page.evaluate(marked)).toBe(true);

  // Pages the app renders itself: their sections are all there, configured addresses included.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole('link', { name: /Customer Portal/ }).first()).toHaveAttribute(
    'href',
    E2E_SITE_LINKS.customerPortalUrl,
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: /^Apply/ })).toHaveCount(3);
  expect(await page.evaluate(marked)).toBe(true);
});

test('a link in kept HTML to a section of the same page scrolls there', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
  await page.evaluate(mark);
  const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(2);
  const id = (await link.getAttribute('href'))!.slice(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/getting-started#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(marked)).toBe(true);
});
