import { eq } from 'drizzle-orm';
import { requestMessages, supportTickets } from '../src/server/db/schema';
import { expect as baseExpect, test } from './support/fixtures';
import { fileTicket, signInWithRole, uniq } from './support/roles';

// Support is a conversation (docs/product.md, "Support and moderation"): the player answers staff, reopens a
// resolved request, and sees how many replies are unread.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

test('a player answers staff, staff see it, and the player reopens the resolved request', async ({
  page,
  browser,
  db,
}) => {
  const player = await (await browser.newContext()).newPage();
  const playerId = await signInWithRole(player, db, `Asker ${uniq()}`, 'player');
  const subject = `Rank gone ${uniq()}`;
  const ticket = await fileTicket(db, playerId, subject);

  await signInWithRole(page, db, `Helper ${uniq()}`, 'staff');
  await page.goto(`/staff/support?queue=tickets&id=${ticket.id}`);
  await page.getByLabel('Message').fill('Which rank was it?');
  await page.getByRole('button', { name: 'Reply to submitter' }).click();

  // The player opens the request: what they wrote, the reply, and their answer.
  await player.getByText(subject).click();
  const request = player.getByTestId('my-request').filter({ hasText: subject });
  await expect(request.getByRole('definition').filter({ hasText: 'My rank is gone.' })).toBeVisible();
  await expect(request.getByRole('list', { name: 'Conversation' }).getByText('Which rank was it?')).toBeVisible();
  await request.getByLabel('Your reply').fill('The Elite rank, bought last week.');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await expect(player.getByText('Reply sent')).toBeVisible();
  await expect(
    request.getByRole('list', { name: 'Conversation' }).getByText('The Elite rank, bought last week.'),
  ).toBeVisible();

  // Staff see the answer live, and resolve the request.
  const thread = page.getByRole('list', { name: 'Thread' });
  await expect(thread.getByText('The Elite rank, bought last week.')).toBeVisible();
  await expect(thread.getByText(/^Player's answer/)).toBeVisible();
  await page.locator('#item-status').selectOption('resolved');

  // The player sees it resolved, live, and reopens it with a reply.
  await expect(request.getByText('This request is resolved.', { exact: false })).toBeVisible();
  await request.getByLabel('Your reply').fill('It is gone again after the restart.');
  await request.getByRole('button', { name: 'Reopen and send' }).click();
  await expect(player.getByText('Request reopened')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Send reply' })).toBeVisible();
  await expect(request.getByText(/Support tickets · Open/)).toBeVisible();

  // Back in the staff queue, open again, with the whole conversation.
  await expect(page.locator('#item-status')).toHaveValue('open');
  await expect(thread.getByText('It is gone again after the restart.')).toBeVisible();
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
  expect(row!.status).toBe('open');
  const kinds = await db
    .select({ kind: requestMessages.kind, body: requestMessages.body })
    .from(requestMessages)
    .where(eq(requestMessages.itemId, ticket.id))
    .orderBy(requestMessages.createdAt);
  expect(kinds.map((k) => k.kind)).toEqual(['reply', 'answer', 'status', 'answer', 'status']);
});

test('unread staff replies show as a count until the player opens the request', async ({ page, db }) => {
  const playerId = await signInWithRole(page, db, `Counter ${uniq()}`, 'player');
  const subject = `Two replies ${uniq()}`;
  const ticket = await fileTicket(db, playerId, subject);
  await expect(page.getByText(subject)).toBeVisible();
  for (const body of ['We are looking.', 'Fixed now.'])
    await db.insert(requestMessages).values({ requestKind: 'tickets', itemId: ticket.id, kind: 'reply', body });

  // Live: the count appears on the account menu and the request without a reload.
  await expect(page.getByTestId('account-menu').getByTestId('unread-count')).toHaveText('2');
  await expect(page.getByText('2 new replies')).toBeVisible();
  await page.getByText(subject).click();
  await expect(page.getByText('Fixed now.')).toBeVisible();
  await expect(page.getByText('2 new replies')).toBeHidden();
  await expect(page.getByTestId('account-menu').getByTestId('unread-count')).toBeHidden();
});
