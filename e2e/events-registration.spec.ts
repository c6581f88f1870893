import { and, eq } from 'drizzle-orm';
import { eventRegistrations, events, user } from '../src/server/db/schema';
import { makeEvent, makeEventRegistration, makeUser } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, test } from './support/fixtures';

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const HOUR = 3_600_000;
const eventCard = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title }) });

test('an event registered on the site with the count moving live', async ({ page, browser, db }) => {
  const id = uniq();
  const title = `Signup Raid ${id}`;
  // Starts after the demo tournament, so it sits in the grid rather than the featured spotlight.
  const event = await makeEvent(db, {
    title,
    kind: 'raid',
    status: 'open',
    startAt: new Date(Date.now() + 30 * 24 * HOUR),
    capacity: 3,
  });
  await makeEventRegistration(db, { eventId: event.id, userId: (await makeUser(db)).id, status: 'registered' });
  // A second visitor watches the same card: every change below reaches it without a reload.
  const watcher = await (await browser.newContext()).newPage();
  try {
    await watcher.goto('/events');
    const watched = eventCard(watcher, title);
    await expect(watched).toContainText('1/3 registered');

    await page.goto('/events');
    const card = eventCard(page, title);
    await card.getByRole('button', { name: 'Sign in to register' }).click();
    const name = `Raider ${id}`;
    await page.getByLabel('Or sign in as a new Discord user').fill(name);
    await page.getByRole('button', { name: 'Continue as new user' }).click();
    await page.waitForURL(/\/events$/);

    await card.getByRole('button', { name: `Register for ${title}` }).click();
    await expect(page.getByText(`You're registered for ${title}.`)).toBeVisible();
    await expect(card).toContainText("You're registered");
    await expect(card).toContainText('2/3 registered');
    await expect(watched).toContainText('2/3 registered');
    const [row] = await db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .innerJoin(user, eq(user.id, eventRegistrations.userId))
      .where(and(eq(eventRegistrations.eventId, event.id), eq(user.name, name)));
    expect(row).toEqual({ status: 'registered' });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Someone else takes the last place: the watcher sees the event full, the player still sees their place.
    await makeEventRegistration(db, { eventId: event.id, userId: (await makeUser(db)).id, status: 'registered' });
    await expect(watched).toContainText('3/3 registered');
    await expect(watched).toContainText('This event is full.');
    await expect(card).toContainText('3/3 registered');

    await card.getByRole('button', { name: `Withdraw from ${title}` }).click();
    await expect(card.getByRole('button', { name: `Register for ${title}` })).toBeVisible();
    await expect(card).toContainText('2/3 registered');
    await expect(watched).toContainText('2/3 registered');
    await expect(watched.getByRole('button', { name: 'Sign in to register' })).toBeVisible();
  } finally {
    await watcher.context().close();
    await db.delete(events).where(eq(events.id, event.id));
  }
});
