import { eq, inArray } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { gymLeaders, minecraftAccounts } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, test } from './support/fixtures';
import type { GymLeaders } from '../src/web/features/gym-leaders/api';

test.describe.configure({ mode: 'default' });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const card = (page: Page, name: string) =>
  page.getByTestId('leader-card').filter({ has: page.getByRole('heading', { name }) });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A promise and the function that resolves it. */
const signal = () => {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
};

/**
 * Opens the directory after `arrange` has set up how its requests are held, giving it the function that adds a
 * leader at the chosen moment; the leader must appear, however the list and the live stream raced.
 */
async function expectLeaderAddedMidLoad(
  page: Page,
  db: Database,
  prefix: string,
  arrange: (addLeader: () => Promise<void>) => Promise<void>,
) {
  const name = `${prefix} ${uniq()}`;
  let leaderId: string | undefined;
  await arrange(async () => {
    leaderId = (await makeGymLeader(db, { displayName: name, element: 'ice', status: 'offline' })).id;
  });
  try {
    await page.goto('/gym-leaders');
    await expect(card(page, name)).toHaveCount(1);
  } finally {
    if (leaderId) await db.delete(gymLeaders).where(eq(gymLeaders.id, leaderId));
  }
}

test.describe('gym leader directory', () => {
  test('loading: a skeleton of 6 cards', async ({ page }) => {
    // The data is held until the journey has seen the skeleton (the first HTML's: no wait for hydration).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/gym-leaders', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/gym-leaders', { waitUntil: 'commit' });
    await expect(page.getByTestId('leader-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('leader-card').first()).toBeVisible();
    await expect(page.getByTestId('leader-skeleton')).toHaveCount(0);
  });

  test("error: the 'Failed to Load Gym Leaders' card", async ({ page }) => {
    await page.route('**/api/gym-leaders', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      }),
    );
    await page.goto('/gym-leaders');
    await expect(page.getByRole('alert')).toContainText('Failed to Load Gym Leaders');
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/gym-leader-application');
  });

  test('empty: no leaders yet, all 18 positions open', async ({ page }) => {
    const elements = [
      'normal',
      'fire',
      'water',
      'electric',
      'grass',
      'ice',
      'fighting',
      'poison',
      'ground',
      'flying',
      'psychic',
      'bug',
      'rock',
      'ghost',
      'dragon',
      'dark',
      'steel',
      'fairy',
    ];
    await page.route('**/api/gym-leaders', (route) => route.fulfill({ json: { leaders: [], openElements: elements } }));
    await page.goto('/gym-leaders');
    await expect(page.getByText('No gym leaders yet. Every position is open.')).toBeVisible();
    await expect(page.getByTestId('open-position')).toHaveCount(18);
    await expect(page.locator('dl > div').filter({ hasText: 'Open Positions' }).locator('dd')).toHaveText('18');
  });

  test('counts, leader cards and one open position per element without a leader', async ({ page }) => {
    await page.route('https://mc-heads.net/**', (route) => route.abort());
    await page.goto('/gym-leaders');
    const count = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');
    // Tests running alongside add leaders and remove them: the page must come to show the server's list as it
    // is now, counts included.
    let data!: GymLeaders;
    await expect
      .poll(async () => {
        data = (await (await page.request.get('/api/gym-leaders')).json()) as GymLeaders;
        const shown = [
          await page.getByTestId('leader-card').count(),
          await count('Online Now').textContent(),
          await count('Active Positions').textContent(),
          await count('Open Positions').textContent(),
        ];
        const expected = [
          data.leaders.length,
          String(data.leaders.filter((l) => l.status === 'online').length),
          String(18 - data.openElements.length),
          String(data.openElements.length),
        ];
        return JSON.stringify(shown) === JSON.stringify(expected) || { shown, expected };
      })
      .toBe(true);

    const open = page.getByTestId('open-position');
    await expect(open).toHaveCount(data.openElements.length);
    await expect(open.locator('h3')).toHaveText(
      data.openElements.map((e) => `${e[0]!.toUpperCase()}${e.slice(1)} Gym Leader`),
    );
    await expect(open.first()).toContainText('NOW HIRING');
    await expect(open.first().getByRole('link', { name: 'Apply for This Position' })).toHaveAttribute(
      'href',
      '/gym-leader-application',
    );
    await expect(page.getByRole('heading', { name: 'Want to Become a Gym Leader?' })).toBeVisible();

    // Demo leader Blaine: fire, online, linked to BlaineCinnabar.
    const blaine = card(page, 'Blaine');
    await expect(blaine).toContainText('Inferno');
    await expect(blaine.getByRole('img', { name: 'Inferno image' })).toBeVisible();
    await expect(blaine).toContainText('BlaineCinnabar');
    await expect(blaine.getByRole('button', { name: 'Challenge Now' })).toBeEnabled();
    // The skin service is unreachable here: the local placeholder stands in.
    await expect(blaine.getByRole('img', { name: "BlaineCinnabar's head" })).toHaveAttribute(
      'src',
      '/images/steve-head.png',
    );
    // Demo leader Grimsley has no Minecraft account linked and is offline.
    const grimsley = card(page, 'Grimsley');
    await expect(grimsley).toContainText('Link MC Account');
    await expect(grimsley).toContainText('Nightmare');
    await expect(grimsley.getByRole('button', { name: 'Currently Offline' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a leader card shows the head from the skin service by Minecraft name, badge, win rate and last active', async ({
    page,
    db,
  }) => {
    const id = uniq();
    const owner = await makeUser(db, { name: `Owner ${id}` });
    const mc = await makeMinecraftAccount(db, { name: `Head${id}`, userId: owner.id });
    const leader = await makeGymLeader(db, {
      displayName: `Zz Card ${id}`,
      element: 'grass',
      status: 'offline',
      userId: owner.id,
      badgesAwarded: 12,
      winRate: 0.6667,
      lastActiveAt: new Date(Date.now() - 3 * 3_600_000 - 60_000),
    });
    try {
      // Every head asked for: leaders that parallel journeys add show on the page too.
      const asked: string[] = [];
      await page.route('https://mc-heads.net/**', (route) => {
        asked.push(route.request().url());
        return route.fulfill({ path: 'src/web/public/images/steve-head.png', contentType: 'image/png' });
      });
      await page.goto('/gym-leaders');
      const c = card(page, `Zz Card ${id}`);
      await expect(c.getByRole('img', { name: `Head${id}'s head` })).toHaveAttribute(
        'src',
        `https://mc-heads.net/avatar/Head${id}/100`,
      );
      await c.scrollIntoViewIfNeeded();
      await expect.poll(() => asked).toContain(`https://mc-heads.net/avatar/Head${id}/100`);
      await expect(c).toContainText('Grass Badge');
      await expect(c).toContainText('66.7%');
      await expect(c).toContainText('12');
      await expect(c).toContainText('3h ago');
      await expect(c).toContainText('Away');
      await expect(c.getByRole('button', { name: 'Currently Offline' })).toBeDisabled();

      // Live: the leader comes online, then is removed, without a reload.
      await db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.id, leader.id));
      await expect(c.getByRole('button', { name: 'Challenge Now' })).toBeEnabled();
      await expect(c).toContainText('Live');
      await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
      await expect(c).toHaveCount(0);
    } finally {
      await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
      await db.delete(minecraftAccounts).where(inArray(minecraftAccounts.uuid, [mc.uuid]));
    }
  });

  test('a leader added while the list is on its way, before the live stream opened, still appears', async ({
    page,
    db,
  }) => {
    // The server reads the list, then a leader is added; the answer reaches the page only after the stream
    // has opened (too late to report the leader), so the list arrives without them.
    await expectLeaderAddedMidLoad(page, db, 'Zz Underway', async (addLeader) => {
      const added = signal();
      const opened = signal();
      let first = true;
      await page.route('**/api/gym-leaders', async (route) => {
        if (!first) return route.continue();
        first = false;
        const response = await route.fetch();
        await addLeader();
        added.fire();
        await opened.fired;
        await pause(1000); // the stream's `ready` has reached the page
        await route.fulfill({ response });
      });
      await page.route('**/api/realtime', async (route) => {
        await added.fired;
        await pause(1000); // its change has gone out to the streams already open
        await route.continue();
        opened.fire();
      });
    });
  });

  test('a leader added after the page read the list but before the live stream opened still appears', async ({
    page,
    db,
  }) => {
    // The stream opens only once the list has been read and a leader added after it.
    await expectLeaderAddedMidLoad(page, db, 'Zz Between', async (addLeader) => {
      const read = signal();
      page.on('response', (res) => res.url().endsWith('/api/gym-leaders') && read.fire());
      await page.route('**/api/realtime', async (route) => {
        await read.fired;
        await addLeader();
        await pause(1000); // its change has gone out to the streams already open
        await route.continue();
      });
    });
  });
});
