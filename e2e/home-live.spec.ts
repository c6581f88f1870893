import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gymLeaders } from '../src/server/db/schema';
import { makeGymLeader } from '../src/server/db/seed/factories';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect, test } from './support/fixtures';
import type { Home } from '../src/web/features/home/api';

// These journeys change shared rows (leaders online, the ticker), so they run one after another.
test.describe.configure({ mode: 'default' });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test.describe('home arena, live', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a reported match joins the ticker and a leader coming online pulses for 5 seconds, then leaves when deleted', async ({
    page,
    db,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-leader')).toBeVisible();
    const id = uniq();

    // The game server reports a finished ladder match.
    const { key } = await createGameApiKey(db, `e2e home ${randomUUID()}`);
    const first = { uuid: randomUUID(), name: `Tick${id}` };
    const second = { uuid: randomUUID(), name: `Tock${id}` };
    const res = await fetch(`${baseURL}/api/game/v1/matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `e2e-${id}`,
        kind: 'ladder',
        leader: first,
        challenger: second,
        status: 'finished',
        winner_uuid: first.uuid,
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    await expect(page.getByTestId('match-ticker').getByText(`${first.name} won`).first()).toBeVisible();
    await expect(page.getByTestId('ticker-item').filter({ hasText: second.name }).first()).toContainText('+');

    const leader = await makeGymLeader(db, { displayName: `Aaa Pulse ${id}`, element: 'ice', status: 'offline' });
    try {
      await page.waitForTimeout(500);
      await db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.id, leader.id));
      const chip = page.getByRole('button', { name: new RegExp(`Aaa Pulse ${id}`) });
      await expect(chip).toHaveAttribute('data-pulsing', 'true');
      await expect(chip).not.toHaveAttribute('data-pulsing', 'true', { timeout: 8_000 });
      await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
      await expect(chip).toHaveCount(0);
    } finally {
      await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
    }
  });
});

test.describe('featured leader rotation', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('rotates every 10 seconds and pauses on hover', async ({ page }) => {
    await page.clock.install();
    // The page keeps the leaders it was given: a journey running beside this one may put a leader online.
    const home = (await (await page.request.get('/api/home')).json()) as Home;
    await page.route('/api/home', (route) => route.fulfill({ json: home }));
    await page.goto('/');
    test.skip(home.arena.leaders.length < 2, 'needs two online leaders');
    const names = home.arena.leaders.map((l) => l.displayName);
    const heading = page.getByTestId('featured-leader').getByRole('heading');
    await expect(heading).toHaveText(names[0]!);
    await page.clock.runFor(9_000);
    await expect(heading).toHaveText(names[0]!);
    await page.clock.runFor(1_500);
    await expect(heading).toHaveText(names[1]!);
    await heading.hover();
    await page.clock.runFor(25_000);
    await expect(heading).toHaveText(names[1]!);
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_500);
    await expect(heading).toHaveText(names[2 % names.length]!);
  });

  test('stops after a leader is chosen by hand', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const chips = page.getByRole('list', { name: 'Online gym leaders' }).getByRole('button');
    await expect(chips.nth(1)).toBeVisible();
    const chosen = (await chips.nth(1).textContent())!.replace(/ \(.*$/, '');
    await chips.nth(1).click();
    await page.mouse.move(0, 0);
    await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const heading = page.getByTestId('featured-leader').getByRole('heading');
    await expect(heading).toHaveText(chosen);
    await page.clock.runFor(35_000);
    await expect(heading).toHaveText(chosen);
  });

  test('stays still for users who prefer reduced motion, ticker included', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const heading = page.getByTestId('featured-leader').getByRole('heading');
    await expect(heading).toBeVisible();
    const before = await heading.textContent();
    await page.clock.runFor(35_000);
    await expect(heading).toHaveText(before!);
    // No scrolling copy of the ticker, so nothing moves and nothing is read twice.
    await expect(page.getByTestId('match-ticker').locator('ul')).toHaveCount(1);
  });
});
