import { and, eq, like } from 'drizzle-orm';
import { auditLog, user, voteSites } from '../src/server/db/schema';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

// A staff journey across two pages and two accounts; a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test('staff add a vote site, edit it and remove it; the open vote page follows each change live', async ({
  page,
  browser,
  db,
}) => {
  const n = uniq();
  const name = `E2E List ${n}`;
  const url = `https://e2e-${n}.example.org/server/cobble-league/vote/`;
  const staffName = `Vote Staff ${n}`;
  // A visitor's vote page, open from the start and never reloaded.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/vote-links');
  await expect(visitor.getByTestId('vote-site').first()).toBeVisible();
  const card = visitor.getByTestId('vote-site').filter({ hasText: name });

  try {
    await page.goto('/staff/vote-sites');
    await signIn(page, { newName: staffName });
    await db.update(user).set({ role: 'staff' }).where(eq(user.name, staffName));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vote sites' })).toBeVisible();
    await expect(page.getByTestId('staff-vote-site').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Add: an http address is refused with its message, then the https one is taken.
    await page.getByRole('button', { name: 'Add vote site' }).click();
    const add = page.getByRole('dialog', { name: 'Add vote site' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Address').fill(url.replace('https:', 'http:'));
    await add.getByLabel('Reward note (optional)').fill('2 vote keys this week');
    await add.getByRole('button', { name: 'Add vote site' }).click();
    await expect(add.getByText('The address must start with https://.')).toBeVisible();
    await add.getByLabel('Address').fill(url);
    await add.getByRole('button', { name: 'Add vote site' }).click();
    await expect(add).toHaveCount(0);
    await expect(card).toContainText('2 vote keys this week');
    await expect(card.getByRole('link', { name: `Vote Now on ${name} (opens in a new tab)` })).toHaveAttribute(
      'href',
      url,
    );

    // Edit: the new name and note reach the open page.
    await page.getByRole('button', { name: `Edit: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit vote site' });
    await expect(edit.getByLabel('Address')).toHaveValue(url);
    await edit.getByLabel('Name').fill(`${name} edited`);
    await edit.getByLabel('Reward note (optional)').fill('3 vote keys this weekend');
    await edit.getByRole('button', { name: 'Save vote site' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card).toContainText(`${name} edited`);
    await expect(card).toContainText('3 vote keys this weekend');

    const [row] = await db.select().from(voteSites).where(eq(voteSites.url, url));
    const audited = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, 'vote_sites'), eq(auditLog.targetId, row!.id)))
      .orderBy(auditLog.id);
    expect(audited.map((a) => a.action)).toEqual(['vote_site.create', 'vote_site.update']);

    // Remove, after a confirmation.
    await page.getByRole('button', { name: `Remove: ${name} edited` }).click();
    await page.getByRole('dialog', { name: 'Remove vote site' }).getByRole('button', { name: 'Remove' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('staff-vote-site').filter({ hasText: name })).toHaveCount(0);
    await expect(visitor.getByTestId('vote-site').first()).toBeVisible();
  } finally {
    // A failed run leaves no site of its own on the page other journeys read.
    await db.delete(voteSites).where(like(voteSites.name, `${name}%`));
    await visitorContext.close();
  }
});
