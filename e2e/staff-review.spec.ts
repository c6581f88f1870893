import { gymLeaderApplications, supportTickets } from '../src/server/db/schema';
import { expect as baseExpect, test } from './support/fixtures';
import { signInWithRole } from './support/roles';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('staff review', () => {
  test('staff reply to a ticket and the player sees it on My requests', async ({ page, browser, db }) => {
    const playerPage = await (await browser.newContext()).newPage();
    const playerId = await signInWithRole(playerPage, db, `Filer ${uniq()}`, 'player');
    const subject = `Stuck in spawn ${uniq()}`;
    await db
      .insert(supportTickets)
      .values({ userId: playerId, email: 'f@example.test', subject, category: 'technical', message: 'Help' });
    await expect(playerPage.getByText(subject)).toBeVisible();

    await signInWithRole(page, db, `Helper ${uniq()}`, 'staff');
    await page.goto('/staff/support');
    await page.getByLabel('Search').fill(subject);
    await page.getByRole('button', { name: subject }).click();
    await page.getByLabel('Message').fill('Fixed on our side, try again.');
    await page.getByRole('button', { name: 'Reply to submitter' }).click();
    await expect(page.getByRole('list', { name: 'Thread' }).getByText('Fixed on our side, try again.')).toBeVisible();

    // Live: the player's page shows the reply and the navigation's dot without a reload.
    await expect(playerPage.getByText('New reply')).toBeVisible();
    await playerPage.getByText(subject).click();
    await expect(playerPage.getByText('Fixed on our side, try again.')).toBeVisible();
  });

  test('staff accept an application and the leader appears on /gym-leaders', async ({ page, browser, db }) => {
    const name = `Glacia ${uniq()}`;
    const applicantPage = await (await browser.newContext()).newPage();
    const applicantId = await signInWithRole(applicantPage, db, name, 'player');
    await db.insert(gymLeaderApplications).values({
      userId: applicantId,
      fullName: name,
      discordUsername: 'glacia',
      minecraftUsername: 'Glacia',
      email: 'g@example.test',
      timezone: 'UTC',
      ageConfirmed: true,
      availableDays: ['Monday'],
      availableTimes: ['Monday-Evening'],
      gymPrimary: 'ice',
      teamBuildingPhilosophy: 'Balance',
      conflictResponse: 'Talk',
      whyJoin: 'Fun',
      creatingExperience: 'Yes',
      promotionStrategy: 'Streams',
      revenueAcknowledgement: true,
      rulesAcknowledgement: true,
    });
    const board = await (await browser.newContext()).newPage();
    await board.goto('/gym-leaders');

    await signInWithRole(page, db, `Reviewer ${uniq()}`, 'staff');
    await page.goto('/staff/applications');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByLabel('Element').last().selectOption('ice');
    await page.getByRole('button', { name: 'Accept' }).click();
    const replace = page.getByRole('button', { name: /^Replace/ });
    if (await replace.isVisible({ timeout: 3_000 }).catch(() => false)) await replace.click();
    await expect(page.getByTestId('application-status')).toHaveText('Accepted');
    await expect(board.getByText(name).first()).toBeVisible();
  });
});
