import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from '@playwright/test';
import { LEADER_BADGE_TEXTS as B } from '../src/domain/battle-reports/leader-badges';
import { BATTLE_TEXTS as T } from '../src/domain/battle-reports/texts';
import type { Database } from '../src/server/db/client';
import { user } from '../src/server/db/schema';
import { makeGymLeader, makeMatch, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

// Two accounts and the change feed: a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** A new account signed in on `path`, with a linked Minecraft account of the same name. */
async function linkedPlayer(browser: Browser, db: Database, path: string, prefix: string) {
  const page = await (await browser.newContext()).newPage();
  const name = `${prefix}${uniq()}`;
  await page.goto(path);
  await signIn(page, { newName: name });
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const mc = await makeMinecraftAccount(db, { name, userId: me!.id });
  await page.reload();
  return { page, name, id: me!.id, uuid: mc.uuid };
}

const reportOf = (page: Page, other: string) => page.getByRole('listitem', { name: `Ladder battle against ${other}` });

test('a player records a battle and the other player confirms it; both ratings move', async ({ browser, db }) => {
  const ash = await linkedPlayer(browser, db, '/battles', 'Ash');
  const gary = await linkedPlayer(browser, db, '/battles', 'Gary');
  await expect(gary.page.getByText(T.empty)).toBeVisible();

  const a = ash.page;
  await a.getByLabel(T.opponentLabel).fill(gary.name);
  await a.getByRole('radio', { name: 'Ladder battle' }).check();
  await a.getByRole('radio', { name: T.winnerMe }).check();
  await a.getByRole('button', { name: T.submit }).click();
  await expect(a.getByText(T.recorded)).toBeVisible();
  await expect(reportOf(a, gary.name).getByTestId('battle-status')).toHaveText('Waiting for confirmation');
  expect(await seriousA11yViolations(a)).toEqual([]);

  // The other player sees it arrive live, and confirms it.
  const received = reportOf(gary.page, ash.name);
  await expect(received.getByText(`${ash.name} won`)).toBeVisible();
  await received.getByRole('button', { name: T.confirm }).click();
  await expect(gary.page.getByText(T.confirmed, { exact: true })).toBeVisible();
  await expect(received.getByTestId('battle-status')).toHaveText('Confirmed');
  await expect(reportOf(a, gary.name).getByTestId('battle-status')).toHaveText('Confirmed');

  const ratings = await db.execute<{ player_uuid: string; rating: number; wins: number; losses: number }>(
    sql`select player_uuid, rating, wins, losses from elo_ratings where player_uuid in (${ash.uuid}, ${gary.uuid})`,
  );
  const byUuid = new Map(ratings.rows.map((r) => [r.player_uuid, r]));
  expect(byUuid.get(ash.uuid)).toMatchObject({ wins: 1, losses: 0 });
  expect(byUuid.get(gary.uuid)).toMatchObject({ wins: 0, losses: 1 });
  expect(byUuid.get(ash.uuid)!.rating).toBeGreaterThan(byUuid.get(gary.uuid)!.rating);
});

test('a gym leader awards their badge from the dashboard to a challenger who beat them', async ({ browser, db }) => {
  const leader = await linkedPlayer(browser, db, '/gym-leader-dashboard', 'Lead');
  const [season] = (
    await db.execute<{ number: number; elements: string[] }>(sql`select number, elements from seasons where current`)
  ).rows;
  const element = season!.elements[0] as 'water';
  const gym = await makeGymLeader(db, { userId: leader.id, displayName: leader.name, element });
  const challenger = await makeMinecraftAccount(db, { name: `Chal${uniq()}` });
  await makeMatch(db, {
    kind: 'gym',
    gymLeaderId: gym.id,
    leaderUuid: leader.uuid,
    challengerUuid: challenger.uuid,
    result: 'challenger_won',
    winnerUuid: challenger.uuid,
    loserUuid: leader.uuid,
    endedAt: new Date(),
  });
  const page = leader.page;
  await page.reload();
  const panel = page.getByTestId('badge-panel');
  await expect(panel.getByRole('heading', { name: new RegExp(B.heading) })).toBeVisible();
  await panel.getByRole('button', { name: `${B.award}: ${challenger.name}` }).click();
  await expect(page.getByText(B.awarded)).toBeVisible();
  await expect(panel.getByText(B.held)).toBeVisible();
  const held = await db.execute(
    sql`select 1 from badge_awards where season = ${season!.number} and player_uuid = ${challenger.uuid} and element = ${element} and gym_leader_id = ${gym.id}`,
  );
  expect(held.rows).toHaveLength(1);
});
