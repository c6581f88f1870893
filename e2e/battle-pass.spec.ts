import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { deliveryActions } from '../src/server/db/schema';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { addFromShop, checkoutToStripe, gameKey, linkAccount, selectableLeader, toast, uniq } from './shop-helpers';

// The machine runs several suites at once: a page's first answer may take longer than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The game server reports a ladder battle this player won against a new opponent. */
async function reportWin(db: Database, baseURL: string, me: { uuid: string; name: string }) {
  const res = await fetch(`${baseURL}/api/game/v1/matches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await gameKey(db)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: `e2e-bp-${randomUUID()}`,
      kind: 'ladder',
      leader: me,
      challenger: { uuid: randomUUID(), name: `Opp${uniq()}`.slice(0, 16) },
      status: 'finished',
      winner_uuid: me.uuid,
    }),
  });
  expect(res.ok).toBe(true);
}

/** A new player, signed in on the battle pass page with a linked Minecraft account. */
async function linkedPlayer(page: Page, db: Database, baseURL: string) {
  await page.goto('/battle-pass');
  await signIn(page, { newName: `Pass ${uniq()}` });
  const name = `Bp${uniq()}`.slice(0, 16);
  const uuid = await linkAccount(page, db, baseURL, name);
  await expect(page.getByTestId('pass-level')).toHaveText('Level 0');
  return { uuid, name };
}

const rewardDeliveries = (db: Database, uuid: string) =>
  db
    .select({ payload: deliveryActions.payload })
    .from(deliveryActions)
    .where(and(eq(deliveryActions.playerUuid, uuid), eq(deliveryActions.kind, 'battle_pass_reward')));

test('a visitor sees both tracks of the 30 levels and a sign-in prompt', async ({ page }) => {
  await page.goto('/battle-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Battle Pass' })).toBeVisible();
  await expect(page.getByText('Sign in with Discord to follow your progress and claim your rewards.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Level \d+$/ })).toHaveCount(30);
  await expect(page.getByTestId('reward-1-free')).toContainText('10 Poké Balls');
  await expect(page.getByTestId('reward-1-premium')).toContainText('2 Gym Tokens');
  await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a level reached by a reported battle appears live, and a claimed free reward becomes a delivery', async ({
  page,
  db,
  baseURL,
}) => {
  const me = await linkedPlayer(page, db, baseURL!);
  await expect(page.getByTestId('reward-1-free').getByText('Reach level 1')).toBeVisible();

  await reportWin(db, baseURL!, me);
  await expect(page.getByTestId('pass-level')).toHaveText('Level 1');
  await expect(page.getByTestId('pass-xp')).toContainText('100 XP');
  await expect(page.getByRole('listitem', { name: 'Level 1, reached' })).toBeVisible();

  await page.getByRole('button', { name: 'Claim level 1 free reward: 10 Poké Balls' }).click();
  await expect(toast(page, 'Reward claimed', '10 Poké Balls is on its way to you in game.')).toBeVisible();
  await expect(page.getByTestId('reward-1-free').getByText('Claimed')).toBeVisible();
  await expect
    .poll(async () => (await rewardDeliveries(db, me.uuid)).map((d) => d.payload))
    .toEqual([expect.objectContaining({ pass_level: 1, track: 'free', type: 'ITEM' })]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a premium reward is locked for a free player and opens after buying the pass', async ({ page, db, baseURL }) => {
  const leader = await selectableLeader(db);
  const me = await linkedPlayer(page, db, baseURL!);
  await reportWin(db, baseURL!, me);
  const premium = page.getByTestId('reward-1-premium');
  await expect(premium.getByText('Premium only')).toBeVisible();
  await expect(premium.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Unlock the premium track' }).click();
  await expect(page).toHaveURL(/\/shop#battlepass$/);
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  await checkoutToStripe(page, leader.displayName, me.name);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await page.waitForURL(/\/success\?session_id=/);

  await page.goto('/battle-pass');
  await expect(page.getByTestId('premium-status')).toHaveText('Premium track unlocked with the Premium Battle Pass.');
  await premium.getByRole('button', { name: 'Claim level 1 premium reward: 2 Gym Tokens' }).click();
  await expect(premium.getByText('Claimed')).toBeVisible();
  const rows = await db.execute(
    sql`select count(*)::int as n from battle_pass_claims where player_uuid = ${me.uuid}::uuid and track = 'premium'`,
  );
  expect(rows.rows).toEqual([{ n: 1 }]);
});
