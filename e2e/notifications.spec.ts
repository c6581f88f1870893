import { notifications } from '../src/server/db/schema';
import { expect as baseExpect, test } from './support/fixtures';
import { fileTicket, signInWithRole, uniq } from './support/roles';

// Notifications (docs/product.md, "Notifications"): a staff reply reaches the player without them watching
// My requests; the account menu counts it, and the notifications page lists it.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

test('a staff reply notifies the player: the unread count, the list, mark read', async ({ page, browser, db }) => {
  const player = await (await browser.newContext()).newPage();
  const playerId = await signInWithRole(player, db, `Notified ${uniq()}`, 'player');
  const subject = `Rank missing ${uniq()}`;
  const ticket = await fileTicket(db, playerId, subject);
  const count = player.getByTestId('account-menu').getByTestId('unread-count');
  await expect(count).toBeHidden();

  await signInWithRole(page, db, `Replier ${uniq()}`, 'staff');
  await page.goto(`/staff/support?queue=tickets&id=${ticket.id}`);
  await page.getByLabel('Message').fill('Your rank is back, please rejoin.');
  await page.getByRole('button', { name: 'Reply to submitter' }).click();

  // Live, without a reload: the reply counts once on the account menu.
  await expect(count).toHaveText('1');
  // Another kind of notification adds to it (a badge, as the game server's award would tell it).
  await db.insert(notifications).values({
    userId: playerId,
    kind: 'badge_awarded',
    eventKey: `badge:test:${uniq()}`,
    title: 'Badge awarded: Fire',
    body: 'You earned the Fire gym badge of season 1.',
    link: '/season1',
  });
  await expect(count).toHaveText('2');

  await player.getByTestId('account-menu').click();
  const item = player.getByRole('menuitem', { name: /Notifications/ });
  await expect(item).toContainText('2');
  await item.click();
  await expect(player).toHaveURL(/\/notifications$/);
  await expect(player.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = player.getByRole('list', { name: 'Notifications' });
  const reply = list.getByTestId('notification').filter({ hasText: `Staff replied: ${subject}` });
  await expect(reply).toContainText('Your rank is back, please rejoin.');
  await expect(list.getByTestId('notification')).toHaveCount(2);
  await expect(player.getByTestId('notifications-unread')).toHaveText('2 unread');

  await list
    .getByTestId('notification')
    .filter({ hasText: 'Badge awarded: Fire' })
    .getByRole('button', { name: 'Mark read' })
    .click();
  await expect(player.getByTestId('notifications-unread')).toHaveText('1 unread');
  await expect(count).toHaveText('1');
  await player.getByRole('button', { name: 'Mark all read' }).click();
  await expect(player.getByTestId('notifications-unread')).toHaveText('All read');
  await expect(reply.getByRole('button', { name: 'Mark read' })).toBeHidden();
  // Read here, the reply is read on My requests too: nothing is left on the account menu (issue 41).
  await expect(count).toBeHidden();

  // The e-mail preferences: the stand-in Discord account's address, every kind ticked.
  await expect(player.getByText(/Those ticked are also sent to \S+@example\.test/)).toBeVisible();
  await expect(player.getByLabel('Staff replies to my requests')).toBeChecked();

  // And the other way: a second reply, opened on My requests, is read among the notifications too, live.
  await page.getByLabel('Message').fill('One more thing: log in again once.');
  await page.getByRole('button', { name: 'Reply to submitter' }).click();
  await expect(count).toHaveText('1');
  await player.getByTestId('account-menu').click();
  await expect(item).toContainText('(1 unread)');
  await player.getByRole('menuitem', { name: /My requests/ }).click();
  await player.getByText(subject).click();
  await expect(player.getByText('One more thing: log in again once.')).toBeVisible();
  await expect(count).toBeHidden();
  await player.getByTestId('account-menu').click();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('unread');
  await player.keyboard.press('Escape');
});
