import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { user } from '../src/server/db/schema';
import { makeMinecraftAccount } from '../src/server/db/seed/factories';
import type { Database } from '../src/server/db/client';
import { uniq } from './account-menu-journeys';
import { expect, signIn, test } from './support/fixtures';
import { NAV_PAGES } from './support/nav';

// The top bar at common widths, for each kind of visitor: every link of the navigation in the bar or in its More
// menu (in the bar from 1440 px), no two items over each other, no label on two lines, nothing past the edge.
test.describe.configure({ timeout: 90_000 });

const WIDTHS = [1920, 1440, 1280, 1024];
const PORTAL = 'Customer Portal';

interface Item {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  oneLine: boolean;
}

/**
 * The bar's items as laid out: every link, button and text of the header that none of the others holds. A label is
 * on one line when all the pieces of its text share a line.
 */
function barItems(page: Page): Promise<Item[]> {
  return page.locator('header').evaluate((header) => {
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
    const all = [...header.querySelectorAll('*')].filter((el) => el.matches('a, button') || ownText(el));
    const outer = all.filter((el) => el.checkVisibility() && !all.some((o) => o !== el && o.contains(el)));
    return outer
      .map((el) => {
        const r = el.getBoundingClientRect();
        const pieces: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          // Text for screen readers only sits in a 1 px box: not part of the label seen.
          if (!n.textContent!.trim() || n.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          pieces.push(...range.getClientRects());
        }
        const oneLine = Math.max(...pieces.map((p) => p.top)) < Math.min(...pieces.map((p) => p.bottom));
        const label = ((el as HTMLElement).innerText.trim() || el.getAttribute('aria-label')) ?? el.tagName;
        return { label, x: r.x, y: r.y, w: r.width, h: r.height, oneLine: pieces.length === 0 || oneLine };
      })
      .filter((i) => i.w > 1 && i.h > 1);
  });
}

function overlaps(items: Item[]): string[] {
  const found: string[] = [];
  const e = 0.5;
  items.forEach((a, i) =>
    items.slice(i + 1).forEach((b) => {
      const apart = a.x + a.w <= b.x + e || b.x + b.w <= a.x + e || a.y + a.h <= b.y + e || b.y + b.h <= a.y + e;
      if (!apart) found.push(`${a.label} / ${b.label}`);
    }),
  );
  return found;
}

/** The navigation's links the bar shows, then those its More menu holds (opening and closing it), in order. */
async function linksShown(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  const named = (label: string) => ({ name: label === PORTAL ? /^Customer Portal/ : label, exact: true });
  const inBar: string[] = [];
  const all = [...NAV_PAGES, PORTAL, 'Purchase History'];
  for (const label of all) if (await bar.getByRole('link', named(label)).isVisible()) inBar.push(label);
  const more = bar.getByRole('button', { name: 'More' });
  if (!(await more.isVisible())) return { inBar, inMore: [] };
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await more.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const inMore: string[] = [];
  for (const label of all) if (await menu.getByRole('menuitem', named(label)).isVisible()) inMore.push(label);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return { inBar, inMore };
}

async function checkWidths(page: Page, signedIn: boolean) {
  const expected = [...NAV_PAGES, PORTAL, ...(signedIn ? ['Purchase History'] : [])];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const items = await barItems(page);
    expect(overlaps(items), `overlapping at ${width} px`).toEqual([]);
    expect(
      items.filter((i) => !i.oneLine).map((i) => i.label),
      `wrapped at ${width} px`,
    ).toEqual([]);
    expect(
      items.filter((i) => i.x < 0 || i.x + i.w > width).map((i) => i.label),
      `past the edge at ${width} px`,
    ).toEqual([]);
    const { inBar, inMore } = await linksShown(page);
    // Each link once: in the bar or in More.
    expect([...inBar, ...inMore].sort(), `links at ${width} px`).toEqual([...expected].sort());
    if (width >= 1440) expect(inMore, `More at ${width} px`).toEqual([]);
    else expect(inMore.length, `More at ${width} px`).toBeGreaterThan(0);
  }
}

/** A new account signed in on the home page; returns its id. The session may be slow to load on a busy machine. */
async function signInNew(page: Page, db: Database, name: string) {
  await page.goto('/');
  await signIn(page, { newName: name });
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(name, { timeout: 30_000 });
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
  return row!.id;
}

test('signed out: the bar fits at every width', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
  await expect(page.getByText('128 online').first()).toBeVisible();
  await checkWidths(page, false);
});

test('a linked player: the bar shows the Minecraft name and fits at every width', async ({ page, db }) => {
  const id = await signInNew(page, db, `Long Named Player ${uniq()}`);
  const mc = await makeMinecraftAccount(db, { name: `Mc_${uniq()}`.slice(0, 16).padEnd(16, 'x'), userId: id });
  await page.reload();
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(mc.name, { timeout: 30_000 });
  await expect(page.getByText('128 online').first()).toBeVisible();
  await checkWidths(page, true);
});

test('staff: the bar fits at every width', async ({ page, db }) => {
  const name = `Long Named Staffer ${uniq()}`;
  await signInNew(page, db, name);
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(name, { timeout: 30_000 });
  await expect(page.getByText('128 online').first()).toBeVisible();
  await checkWidths(page, true);
});
