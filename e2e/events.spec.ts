import { eq, inArray } from 'drizzle-orm';
import { events } from '../src/server/db/schema';
import { makeEvent, makeEventRegistration, makeUser } from '../src/server/db/seed/factories';
import { leagueDate } from '../src/domain/shared/league-time';
import { openHeld } from './support/hold-app';
import { expect, seriousA11yViolations, test } from './support/fixtures';

test.describe.configure({ mode: 'default' });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const HOUR = 3_600_000;
const eventCard = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('events page', () => {
  test("error: 'Error loading events: {message}'", async ({ page }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      }),
    );
    await page.goto('/events');
    await expect(
      page.getByText('Error loading events: Something went wrong on our side. Please try again.'),
    ).toBeVisible();
  });

  test("loading, then empty: the fixed Founders' Cup #1 is still the first past event", async ({ page }) => {
    // Opened from another page: the server renders /events with its events (decision 024), so only a visit within
    // the app shows it loading.
    await page.goto('/community');
    // The session shows once the page has hydrated: before that, the footer's link is a plain one that loads the page.
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
    await page.route('**/api/events', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.fulfill({ json: { events: [] } });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading events' })).toBeAttached();
    await expect(page.getByText('No upcoming events yet. Check back soon!')).toBeVisible();
    await expect(page.getByTestId('featured-event')).toHaveCount(0);
    const founders = page.getByTestId('founders-cup');
    await expect(founders).toContainText("Founders' Cup #1");
    // Its date is its record's (the demo data moves it around the day it is loaded).
    const cup = (await (await page.request.get('/api/tournaments/founders-cup-1')).json()) as { startsAt: string };
    await expect(founders).toContainText(leagueDate(cup.startsAt));
    await expect(founders).toContainText('16 players');
    await expect(founders).toContainText('Single elimination, best of 3');
    await expect(founders).toContainText('2-1');
    await expect(founders.getByRole('link', { name: 'View Results' })).toHaveAttribute('href', '/founders-1');
  });

  test('featured tournament, upcoming grid with registration counts, statuses, past events; live', async ({
    page,
    db,
  }) => {
    const id = uniq();
    const now = Date.now();
    const made = [
      await makeEvent(db, { title: `Raid ${id}`, kind: 'raid', status: 'open', startAt: new Date(now + 0.5 * HOUR) }),
      await makeEvent(db, {
        title: `Cup ${id}`,
        kind: 'tournament',
        status: 'open',
        startAt: new Date(now + HOUR),
        endAt: new Date(now + 4 * HOUR),
        rewards: { '1st': `Trophy ${id}` },
        capacity: 16,
      }),
      await makeEvent(db, {
        title: `Closed ${id}`,
        kind: 'quick',
        status: 'closed',
        startAt: new Date(now + 2 * HOUR),
      }),
      await makeEvent(db, {
        title: `Now ${id}`,
        kind: 'themed',
        status: 'open',
        startAt: new Date(now - HOUR),
        endAt: new Date(now + HOUR),
      }),
      await makeEvent(db, {
        title: `Done ${id}`,
        kind: 'themed',
        status: 'open',
        startAt: new Date(now - 5 * HOUR),
        endAt: new Date(now - 3 * HOUR),
      }),
      await makeEvent(db, {
        title: `Open-ended ${id}`,
        kind: 'raid',
        status: 'closed',
        startAt: new Date(now - 2 * HOUR),
        endAt: null,
      }),
    ];
    const cup = made[1]!;
    for (const status of ['registered', 'registered', 'cancelled', 'waitlisted', 'registered'] as const) {
      await makeEventRegistration(db, { eventId: cup.id, userId: (await makeUser(db)).id, status });
    }
    try {
      await page.goto('/events');
      // The first upcoming tournament, though a raid starts sooner.
      const featured = page.getByTestId('featured-event');
      await expect(featured.getByRole('heading', { level: 2 })).toHaveText(`Cup ${id}`);
      await expect(featured).toContainText(`Trophy ${id}`);
      await expect(featured).toContainText('3/16 registered');
      await expect(featured).toContainText('Open');

      const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming Events' }) });
      await expect(upcoming.getByTestId('event-card').filter({ hasText: id }).locator('h3')).toHaveText([
        `Raid ${id}`,
        `Cup ${id}`,
        `Closed ${id}`,
      ]);
      await expect(eventCard(page, `Cup ${id}`)).toContainText('3/16 registered');
      await expect(eventCard(page, `Raid ${id}`)).toContainText('0 registered');
      await expect(eventCard(page, `Closed ${id}`)).toContainText('Registration Closed');
      // Registration is on the site: a visitor is asked to sign in first (e2e/events-registration.spec.ts).
      await expect(eventCard(page, `Raid ${id}`).getByRole('button', { name: 'Sign in to register' })).toBeVisible();
      await expect(eventCard(page, `Closed ${id}`).getByRole('button', { name: /register/i })).toHaveCount(0);

      const happening = page.locator('section', { has: page.getByRole('heading', { name: 'Happening Now' }) });
      await expect(happening.getByTestId('event-card').filter({ hasText: id })).toContainText('In Progress');

      const past = page.locator('section', { has: page.getByRole('heading', { name: 'Past Events' }) });
      await expect(past.locator('[data-testid="founders-cup"], [data-testid="event-card"]').first()).toHaveAttribute(
        'data-testid',
        'founders-cup',
      );
      await expect(eventCard(page, `Done ${id}`)).toContainText('Ended');
      await expect(past.getByTestId('event-card').filter({ hasText: `Open-ended ${id}` })).toContainText('In Progress');
      await expect(page.getByRole('heading', { name: 'Never Miss an Event' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Enable Discord Notifications' })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Live: a registration and a new event show without a reload.
      await makeEventRegistration(db, { eventId: cup.id, userId: (await makeUser(db)).id, status: 'registered' });
      await expect(eventCard(page, `Cup ${id}`)).toContainText('4/16 registered');
      made.push(await makeEvent(db, { title: `Late ${id}`, kind: 'quick', startAt: new Date(now + 3 * HOUR) }));
      await expect(eventCard(page, `Late ${id}`)).toBeVisible();
    } finally {
      await db.delete(events).where(
        inArray(
          events.id,
          made.map((e) => e.id),
        ),
      );
    }
  });

  test.describe('rendered by the server with its events', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test('shown before any script, in UTC; a change made before hydration shows once it has, in local time', async ({
      page,
      db,
    }) => {
      const id = uniq();
      // 13:00 UTC is 6:30 PM in Kolkata.
      const startAt = new Date(Math.ceil((Date.now() + 48 * HOUR) / (24 * HOUR)) * 24 * HOUR + 13 * HOUR);
      const day = `${startAt.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${startAt.getUTCDate()}, ${startAt.getUTCFullYear()}`;
      const made = await makeEvent(db, { title: `Before ${id}`, kind: 'themed', status: 'open', startAt });
      try {
        const release = await openHeld(page, '/events');
        // The app's code is held back: this is the server's HTML.
        const card = eventCard(page, `Before ${id}`);
        await expect(card).toContainText(`${day}, 1:00 PM UTC`);
        await db
          .update(events)
          .set({ title: `After ${id}` })
          .where(eq(events.id, made.id));
        release();
        const renamed = eventCard(page, `After ${id}`);
        await expect(renamed).toContainText(`${day}, 6:30 PM`);
        await expect(renamed).not.toContainText('UTC');
        await expect(eventCard(page, `Before ${id}`)).toHaveCount(0);
      } finally {
        await db.delete(events).where(eq(events.id, made.id));
      }
    });
  });
});
