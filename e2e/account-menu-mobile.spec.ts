import { leaderMenu, linkedPlayerMenu, playerMenu, staffMenu } from './account-menu-journeys';
import { test } from './support/fixtures';

// On a phone the signed-in header is one account menu labelled with the player's name, opened by touch.
test.describe.configure({ timeout: 60_000 });

test.describe('the account menu on a phone', () => {
  test('a player: their name, Link Minecraft, My requests, Purchase History, Sign Out', async ({ page, db }) => {
    await playerMenu(page, db, 'tap');
  });

  test('a linked player is not offered Link Minecraft', async ({ page, db }) => {
    await linkedPlayerMenu(page, db, 'tap');
  });

  test('a gym leader: Gym Leader Login opens the dashboard', async ({ page, db }) => {
    await leaderMenu(page, db, 'tap');
  });

  test('staff: Staff opens the staff area', async ({ page, db }) => {
    await staffMenu(page, db, 'tap');
  });
});
