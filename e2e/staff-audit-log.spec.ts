import { eq } from 'drizzle-orm';
import type { APIRequestContext } from '@playwright/test';
import { banAppeals, gymLeaderApplications, supportTickets, user } from '../src/server/db/schema';
import { makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

// Every staff action lands in the audit log, and an admin reads and filters it on /staff/audit.
// The actions are taken through the staff API with the admin's own session (their journeys through
// the screens are elsewhere); the log is read through the screen.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

async function send<T>(
  request: APIRequestContext,
  origin: string,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request[method](path, { headers: { origin }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('the audit log lists each staff action, and filters by actor, action, target and day', async ({
  page,
  db,
  baseURL,
}) => {
  const id = uniq();
  const adminName = `Auditor ${id}`;
  await page.goto('/staff');
  await signIn(page, { newName: adminName });
  await db.update(user).set({ role: 'admin' }).where(eq(user.name, adminName));
  const call = <T>(path: string, data: unknown = {}, method: 'post' | 'put' | 'patch' = 'post') =>
    send<T>(page.request, baseURL!, method, path, data);

  // Setup: an application, a ticket and a ban appeal filed by players.
  const applicant = await makeUser(db, { name: `Applicant ${id}` });
  const [application] = await db
    .insert(gymLeaderApplications)
    .values({
      userId: applicant.id,
      fullName: `Applicant ${id}`,
      discordUsername: 'applicant',
      minecraftUsername: 'Applicant',
      email: 'a@example.test',
      timezone: 'UTC',
      ageConfirmed: true,
      availableDays: ['Monday'],
      availableTimes: ['Monday-Evening'],
      gymPrimary: 'dragon',
      teamBuildingPhilosophy: 'Balance',
      conflictResponse: 'Talk',
      whyJoin: 'Fun',
      creatingExperience: 'Yes',
      promotionStrategy: 'Streams',
      revenueAcknowledgement: true,
      rulesAcknowledgement: true,
    })
    .returning();
  const filer = await makeUser(db, { name: `Filer ${id}` });
  const [ticket] = await db
    .insert(supportTickets)
    .values({ userId: filer.id, email: 'f@example.test', subject: `Lag ${id}`, category: 'technical', message: 'Help' })
    .returning();
  const banned = await makeMinecraftAccount(db, { name: `Aud${id}`.slice(0, 16) });
  const [appeal] = await db
    .insert(banAppeals)
    .values({ userId: filer.id, minecraftUsername: banned.name, banReason: 'x', appealReason: 'Sorry' })
    .returning();
  const recruit = await makeUser(db, { name: `Recruit ${id}` });

  // The six staff actions.
  // A dragon leader left by an earlier run on this server is replaced (and that is logged too).
  const accepted = await call<{ replaced: string[] }>(`/api/staff/applications/${application!.id}/accept`, {
    element: 'dragon',
    replace: true,
  });
  await call(`/api/staff/queues/tickets/${ticket!.id}/messages`, { kind: 'reply', body: 'Restart the launcher.' });
  await call(`/api/staff/queues/appeals/${appeal!.id}/game-action`, { kind: 'pardon', reason: 'Accepted' });
  const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const event = await call<{ id: string }>('/api/staff/events', {
    title: `Audit Raid ${id}`,
    kind: 'raid',
    startAt: start,
  });
  await call(`/api/staff/events/${event.id}/status`, { status: 'cancelled' }); // keep /events tidy for other journeys
  await call(`/api/admin/users/${recruit.id}/role`, { role: 'staff' }, 'put');
  const key = await call<{ id: string }>('/api/staff/game-keys', { name: `Audit key ${id}` });
  await call(`/api/staff/game-keys/${key.id}/revoke`);

  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const entries = page.getByTestId('audit-entry');
  await page.getByLabel('Actor (name or id)').fill(adminName);
  const expected: [string, string][] = [
    ['application.accept', application!.id],
    ['tickets.reply', ticket!.id],
    ['appeals.pardon', appeal!.id],
    ['event.create', `Audit Raid ${id}`],
    ['user.role', `Recruit ${id}`],
    ['game_key.revoke', `Audit key ${id}`],
  ];
  for (const [action, target] of expected)
    await expect(entries.filter({ hasText: action }).filter({ hasText: target })).toHaveCount(1);
  // Also the key's creation and the event's cancellation; nobody else's actions.
  const total = 8 + accepted.replaced.length;
  await expect(entries).toHaveCount(total);
  await expect(entries.first()).toContainText('game_key.revoke'); // newest first
  await expect(entries.first()).toContainText(adminName);

  // Filter by action, then by target: one entry each; its before and after open on demand.
  await page.getByLabel('Action', { exact: true }).fill('user.role');
  await expect(entries).toHaveCount(1);
  await entries.first().getByText('Before and after').click();
  await expect(entries.first()).toContainText('"role": "player"');
  await expect(entries.first()).toContainText('"role": "staff"');
  await page.getByLabel('Action', { exact: true }).fill('');
  await page.getByLabel('Target table').fill('ban_appeals');
  await page.getByLabel('Target id').fill(appeal!.id);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('appeals.pardon');

  // By day: today holds them, a day before holds none.
  await page.getByLabel('Target table').fill('');
  await page.getByLabel('Target id').fill('');
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From (UTC day)').fill(today);
  await expect(entries).toHaveCount(total);
  await page.getByLabel('From (UTC day)').fill(yesterday);
  await page.getByLabel('To (UTC day)').fill(yesterday);
  await expect(page.getByText('No entry matches.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
