import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { gymLeaders, user } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect as baseExpect, signIn, test } from './support/fixtures';

// Two accounts and the change feed: a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
const DASHBOARD = '/gym-leader-dashboard';

/** A new account signed in on the dashboard and made a water gym leader; "Aaa" sorts it first among live leaders. */
async function signInAsLeader(page: Page, db: Database, name: string, status: 'online' | 'offline') {
  await page.goto(DASHBOARD);
  await signIn(page, { newName: name });
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const leader = await makeGymLeader(db, { userId: me!.id, displayName: name, element: 'water', status });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gym Leader Dashboard' })).toBeVisible();
  return leader;
}

test('a leader sets their status and publishes a team that the home page shows under View Loadout', async ({
  page,
  db,
}) => {
  const name = `Aaa Tools ${uniq()}`;
  const leader = await signInAsLeader(page, db, name, 'offline');
  try {
    const status = page.getByTestId('status-panel');
    await expect(status).toContainText('Players see: Away');
    await status.getByLabel('Set your status').selectOption({ label: 'Live' });
    await status.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Your status is saved.')).toBeVisible();
    await expect(status).toContainText('Players see: Live');

    const team = page.getByTestId('team-editor');
    await team.getByLabel('Pokémon 1 species').fill('Charizard');
    await team.getByLabel('Pokémon 1 ability').fill('Blaze');
    await team.getByLabel('Pokémon 1 move 1').fill('Flamethrower');
    await team.getByRole('button', { name: 'Publish team' }).click();
    await expect(
      team.getByText('Pokémon 1 species: Charizard is not Water type; every Pokémon of a Water gym must be.'),
    ).toBeVisible();

    await team.getByLabel('Pokémon 1 species').fill('starmie');
    await team.getByLabel('Pokémon 1 held item').fill('Leftovers');
    await team.getByLabel('Pokémon 1 ability').fill('Natural Cure');
    await team.getByLabel('Pokémon 1 move 1').fill('Surf');
    await team.getByLabel('Pokémon 1 move 2').fill('Psychic');
    await team.getByRole('button', { name: 'Publish team' }).click();
    await expect(page.getByText('Your team is published.')).toBeVisible();

    await page.goto('/');
    const chip = page.getByRole('list', { name: 'Online gym leaders' }).getByRole('button', { name: new RegExp(name) });
    const featured = page.getByTestId('featured-leader');
    await expect(async () => {
      await chip.click();
      await expect(featured.getByRole('heading')).toHaveText(name, { timeout: 2_000 });
    }).toPass();
    await expect(featured).toContainText('Live');
    await featured.getByRole('button', { name: 'View Loadout' }).click();
    const dialog = page.getByRole('dialog', { name: `${name}'s loadout` });
    await expect(dialog.getByTestId('loadout-member')).toHaveCount(1);
    await expect(dialog.getByTestId('loadout-member')).toContainText('Starmie');
    await expect(dialog).toContainText('Natural Cure');
    await expect(dialog).toContainText('@ Leftovers');
    await expect(dialog).toContainText('Surf');
  } finally {
    await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
  }
});

test('a player challenges a leader, and sees the challenge accepted with what to do in game', async ({
  page,
  browser,
  db,
}) => {
  const name = `Aab Challenged ${uniq()}`;
  const leader = await signInAsLeader(page, db, name, 'online');
  const playerPage = await (await browser.newContext()).newPage();
  try {
    await playerPage.goto('/gym-leaders');
    const card = playerPage.getByTestId('leader-card').filter({ has: playerPage.getByRole('heading', { name }) });
    await card.getByRole('button', { name: 'Challenge Now' }).click();
    const dialog = playerPage.getByRole('dialog', { name: `Challenge ${name}` });
    await expect(dialog.getByText('Sign in to challenge a gym leader.')).toBeVisible();
    const playerName = `Challenger ${uniq()}`;
    await signIn(playerPage, { newName: playerName });
    const [me] = await db.select().from(user).where(eq(user.name, playerName));
    const mcName = `Chal${uniq()}`.slice(0, 16);
    await makeMinecraftAccount(db, { name: mcName, userId: me!.id, linkedAt: new Date() });

    await playerPage.goto('/gym-leaders');
    await card.getByRole('button', { name: 'Challenge Now' }).click();
    await dialog.getByRole('button', { name: 'Send challenge' }).click();
    await expect(dialog).toContainText(`Challenge sent to ${name}: waiting for their answer.`);

    const row = page.getByTestId('challenge-row').filter({ hasText: mcName });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText('Accepted');

    await expect(dialog).toContainText(`${name} accepted your challenge!`);
    await expect(dialog).toContainText(
      `Join the server, type /warp to find the Water Gym and bring a Gym Token: ${name} is expecting you.`,
    );
  } finally {
    await playerPage.context().close();
    await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
  }
});
