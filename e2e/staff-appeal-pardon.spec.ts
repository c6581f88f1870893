import { eq } from 'drizzle-orm';
import { banAppeals, user } from '../src/server/db/schema';
import { makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { GameApi } from '../scripts/game-sim/game-client';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

// Staff accept a ban appeal in the support queues; the pardon reaches the game server's delivery
// queue, where the simulated game server (the client `npm run game-sim` uses) leases it and
// acknowledges it, and staff see it delivered.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

type Leased = { id: string; kind: string; player_uuid: string | null; payload: { reason: string; source: string } };

test('staff accept a ban appeal and the simulated game server leases the pardon', async ({ page, db, baseURL }) => {
  const banned = await makeMinecraftAccount(db, { name: `Bnd${uniq()}`.slice(0, 16) });
  const submitter = await makeUser(db, { name: `Appellant ${uniq()}` });
  const [appeal] = await db
    .insert(banAppeals)
    .values({
      userId: submitter.id,
      minecraftUsername: banned.name,
      banReason: 'Griefing spawn',
      appealReason: 'It was my brother; it will not happen again.',
    })
    .returning();

  const staffName = `Moderator ${uniq()}`;
  await page.goto('/staff');
  await signIn(page, { newName: staffName });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, staffName));
  await page.goto('/staff/support?queue=appeals');
  await page.getByLabel('Search').fill(banned.name);
  await page.getByRole('button', { name: new RegExp(banned.name) }).click();
  const item = page.getByRole('region', { name: 'Item' });
  await expect(item.getByRole('heading', { name: banned.name })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Accept appeal and pardon' })).toBeDisabled();
  await item.getByLabel('Reason').fill('Appeal accepted: first offence');
  await item.getByRole('button', { name: 'Accept appeal and pardon' }).click();
  await expect(item.getByLabel('Status')).toHaveValue('resolved');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The simulated game server polls the queue with its own key, as the mod does. Journeys run side
  // by side on one queue, so it asks again until its batch holds this pardon.
  const game = new GameApi(baseURL!, (await createGameApiKey(db, `e2e appeal ${uniq()}`)).key);
  let pardon: Leased | undefined;
  await expect
    .poll(
      async () => {
        const batch = await game.call<{ actions: Leased[] }>(
          'GET',
          `/deliveries?limit=100&lease_seconds=10&online=${banned.uuid}`,
        );
        pardon = batch.actions.find((a) => a.kind === 'pardon' && a.player_uuid === banned.uuid);
        return pardon;
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000] },
    )
    .toBeTruthy();
  expect(pardon!.payload).toEqual({ reason: 'Appeal accepted: first offence', source: `appeals:${appeal!.id}` });

  // Leased: staff see it handed out, then delivered once the game server acknowledges it.
  await page.goto('/staff/deliveries');
  await page.getByLabel('Show').selectOption('player');
  await page.getByLabel('Player UUID or Minecraft name').fill(banned.uuid);
  const row = page.getByTestId('delivery').filter({ hasText: 'pardon' });
  await expect(row.getByText('leased', { exact: true })).toBeVisible();
  await expect(row).toContainText('Appeal accepted: first offence');
  const ack = await game.call<{ results: { id: string; outcome: string; status: string }[] }>(
    'POST',
    '/deliveries/ack',
    {
      acks: [{ id: pardon!.id, status: 'done' }],
    },
  );
  expect(ack.results).toEqual([{ id: pardon!.id, outcome: 'acknowledged', status: 'done' }]);
  await page.reload();
  await page.getByLabel('Show').selectOption('player');
  await page.getByLabel('Player UUID or Minecraft name').fill(banned.uuid);
  await expect(row.getByText('done', { exact: true })).toBeVisible();
});
