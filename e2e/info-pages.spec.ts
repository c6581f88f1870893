import { expect, seriousA11yViolations, test } from './support/fixtures';

/** Each information page: its one heading and the figures it must state (policy periods, ages, hours). */
const PAGES: { path: string; heading: string; texts: string[] }[] = [
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    texts: ['aged 13 and up', "30 days' notice", 'appeal decision within 5 business days'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    texts: [
      'Discord user id',
      'UUID',
      'card data never touches our servers',
      'a session cookie only',
      'httpOnly',
      'mc-heads.net',
      'no analytics, advertising or other third-party trackers',
    ],
  },
  {
    path: '/cookie-policy',
    heading: 'Cookie Policy',
    texts: ['essential session cookie', 'local storage for your shopping cart', 'better-auth.session_token'],
  },
  { path: '/dmca-notice', heading: 'DMCA Notice', texts: ['What a notice must contain', 'Counter-notices'] },
  {
    path: '/refund-policy',
    heading: 'Refund Policy',
    texts: ['within 14 days', '5-10 business days', 'appeal decision within 5 business days'],
  },
  { path: '/accessibility', heading: 'Accessibility', texts: ['WCAG', 'Skip to content'] },
  { path: '/server-rules', heading: 'Server Rules', texts: ['24-72 hours', 'within 5 business days', 'level 50 cap'] },
  {
    path: '/getting-started',
    heading: 'Getting Started Guide',
    texts: ['4 Apricorns plus 1 ingot', '1 Gym Token', '/link CODE'],
  },
  { path: '/help-center', heading: 'Help Center', texts: ['Frequently asked questions', 'Browse by topic'] },
  { path: '/careers', heading: 'Join Our Team', texts: ['15+ hours a week', 'Contract'] },
  { path: '/status-page', heading: 'System Status', texts: ['This page refreshes every 30 seconds.'] },
];

// One test a page: twelve page loads shared one 30 s budget, and ran out of it on a busy machine.
for (const { path, heading, texts } of PAGES) {
  test(`${path} renders its heading, its title and its key figures`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    const main = page.getByRole('main');
    for (const text of texts) await expect(main.getByText(text, { exact: false }).first(), text).toBeVisible();
  });
}

test('the refund page states the 14-day window and the 5-10 business days, and its sections are anchors', async ({
  page,
}) => {
  await page.goto('/refund-policy#appeals');
  await expect(page.locator('#appeals')).toBeInViewport();
  await expect(page.locator('#summary')).toContainText('You can ask for a refund within 14 days of a purchase.');
  await expect(page.locator('#summary')).toContainText('5-10 business days');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Processing time' }).click();
  await expect(page).toHaveURL(/#processing$/);
  await expect(page.locator('#processing')).toBeInViewport();
});

test('the careers page lists the three roles and every Apply goes to Contact Support', async ({ page }) => {
  await page.goto('/careers');
  const main = page.getByRole('main');
  for (const role of ['Gym Leader', 'Community Moderator', 'Content Creator']) {
    await expect(main.getByRole('heading', { name: role, exact: true })).toBeVisible();
  }
  const apply = main.getByRole('link', { name: /^Apply for / });
  await expect(apply).toHaveCount(3);
  for (const link of await apply.all()) await expect(link).toHaveAttribute('href', '/contact-support');
  await main.getByRole('link', { name: 'Apply for Content Creator' }).click();
  await expect(page).toHaveURL(/\/contact-support$/);
});

test("the help center's Contact Support button goes to /contact-support", async ({ page }) => {
  await page.goto('/help-center');
  await page.getByRole('main').getByRole('link', { name: 'Contact Support', exact: true }).click();
  await expect(page).toHaveURL(/\/contact-support$/);
});

test('the status page shows the five services with their uptime and both incidents, calling the server only for the game server’s state', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto('/status-page');
  const services = page.getByRole('region', { name: 'Services' }).getByRole('listitem');
  await expect(services).toHaveCount(5);
  for (const [i, name] of ['Minecraft Server', 'Discord Bot', 'Website', 'Database', 'Authentication'].entries()) {
    await expect(services.nth(i).getByRole('heading', { name })).toBeVisible();
    await expect(services.nth(i)).toContainText(/\d{2}\.\d{2}% uptime/);
    await expect(services.nth(i)).toContainText(/Operational|Degraded|Outage|Maintenance/);
  }
  await expect(page.getByText('All Systems Operational')).toBeVisible();
  const incidents = page.getByRole('region', { name: 'Recent incidents' }).getByRole('listitem');
  await expect(incidents).toHaveCount(2);
  await expect(incidents.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(incidents.getByText('Completed', { exact: true })).toBeVisible();
  // Only the shell's own calls (who is signed in, site links, Discord count, the game server's state, live updates):
  // the other services' figures are built in.
  expect(
    apiCalls.filter((p) => !/^\/api\/(me|site-config|realtime|server-status|auth\/.+|discord\/.+)$/.test(p)),
  ).toEqual([]);
});

// One test a page: each accessibility scan gets its own time on a busy machine.
for (const path of ['/privacy-policy', '/careers', '/status-page', '/help-center']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  });
}
