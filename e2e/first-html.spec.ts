import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { pageReads, PUBLIC_PAGES } from '../scripts/web-build/public-pages';
import { RENDERED_WITH } from '../src/server/http/rendered-pages';
import { examplePath, fillPath, matchPage } from '../src/domain/routes';
import { layoutShift } from './support/layout-shift';

// Each public page's heading and a sentence of its own text, as a visitor reads them before any script runs.
// A page still being built has only its heading (text: null).
const FIRST_HTML: Record<string, { heading: string; text: string | null }> = {
  '/': { heading: 'Cobble League', text: 'paid pro gym leaders, a live ladder and seasonal championships' },
  '/leaderboard': { heading: 'Leaderboards', text: 'the gym leaders who hold the line, updated live' },
  '/gym-leaders': { heading: 'Gym Leaders', text: 'Beat them in game to earn their badge.' },
  '/events': { heading: 'Events', text: 'Tournaments, themed nights, raids and quick battles on the server.' },
  '/community': { heading: 'Community', text: 'Trainers from everywhere, one server.' },
  '/news': { heading: 'News', text: 'Announcements from the league staff, newest first.' },
  '/waitlist': { heading: 'Alpha Signup', text: 'Be among the first trainers on the server.' },
  '/wiki': { heading: 'Player Wiki', text: 'Everything you need to know to play, battle and thrive' },
  '/vote-links': { heading: 'Vote for Us', text: 'Vote for Cobble League on the server lists below.' },
  '/terms-of-service': { heading: 'Terms of Service', text: 'The rules of the road for using the Cobble League' },
  '/privacy-policy': { heading: 'Privacy Policy', text: 'What this site stores about you, why' },
  '/cookie-policy': { heading: 'Cookie Policy', text: 'no tracking, no advertising.' },
  '/dmca-notice': { heading: 'DMCA Notice', text: 'that you believe infringes your copyright.' },
  '/refund-policy': { heading: 'Refund Policy', text: 'When and how you can get your money back' },
  '/accessibility': { heading: 'Accessibility', text: 'a website that every player can use' },
  '/help-center': { heading: 'Help Center', text: 'Answers to the questions players ask most' },
  '/server-rules': { heading: 'Server Rules', text: 'These rules apply in game, on this website and in our Discord.' },
  '/getting-started': { heading: 'Getting Started Guide', text: 'From your first login to your first badge' },
  '/status-page': { heading: 'System Status', text: 'The current state of the Cobble League server' },
  '/careers': { heading: 'Join Our Team', text: 'Cobble League is run by players for players.' },
  '/shop': { heading: 'Shop', text: 'Boosts, cosmetics, gym tokens, ranks and the battle pass.' },
  '/ranks': { heading: 'Server Ranks', text: 'Support the server and unlock perks in game.' },
  '/season1': { heading: 'Season 1', text: 'Glory is earned in battle, not bought' },
  '/spawn-atlas': { heading: 'Spawn Atlas', text: null },
  '/tournaments/founders-cup-1': { heading: "Founders' Cup #1", text: null },
  '/founders-1': { heading: "Founders' Cup #1 Bracket", text: null },
  '/mid-season-doubles': { heading: 'Mid-Season Doubles Showdown', text: null },
  '/tournament-bracket': { heading: "Founders' Cup #1 Bracket", text: null },
  '/trainers/:name': { heading: 'AshKetchum_MC', text: 'Rating over time' },
};

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * The scripts and reads (other than the boot script) the page began to fetch before its first contentful paint. On a
 * busy machine a paint may come later than the boot script's fallback (a second after it ran, src/web/boot.ts): what
 * it began after that is the fallback's, not an early fetch.
 */
const fetchedBeforeFirstPaint = () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const boot = resources.find((r) => /\/boot-[^/]+\.js$/.test(r.name));
  const limit = Math.min(paint, (boot?.responseEnd ?? Infinity) + 1000);
  return resources
    .filter((r) => /\.js(\?|$)|\/api\//.test(r.name) && r !== boot && r.startTime < limit)
    .map((r) => r.name);
};

/** The pages the server renders with their data (decision 024), a page with a parameter by its example address. */
const RENDERED_WITH_DATA = [
  ...Object.keys(RENDERED_WITH),
  ...PUBLIC_PAGES.filter((p) => 'example' in p).map(examplePath),
];

/** What a page reads as it loads, its parameters filled in as its example address has them. */
const readsOf = (publicPage: (typeof PUBLIC_PAGES)[number]) =>
  pageReads(publicPage).map((read) => fillPath(read, matchPage(examplePath(publicPage))!.params));

/**
 * For a page rendered with its data: the page, and its reads, answer what the server rendered it with, so what a
 * journey running beside this one changes meanwhile (events.spec.ts adds and removes events) does not move it.
 * That a change between the render and hydration shows is events.spec.ts's to check.
 */
async function holdDataStill(page: Page, path: string) {
  if (!RENDERED_WITH_DATA.includes(path)) return;
  const html = await (await page.request.get(path)).text();
  const data = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    answers: Record<string, unknown>;
  };
  await page.route(path, (route) => route.fulfill({ contentType: 'text/html; charset=UTF-8', body: html }));
  for (const [address, json] of Object.entries(data.answers))
    await page.route(address, (route) => route.fulfill({ json }));
}

const hydrationErrors = (errors: string[]) =>
  errors.filter((e) => /hydrat|Minified React error #4(18|19|23|25)/i.test(e));

test.describe('public pages arrive with their content', () => {
  test('every public page has an expectation here', () => {
    expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual(Object.keys(FIRST_HTML).sort());
  });

  for (const publicPage of PUBLIC_PAGES) {
    const path = examplePath(publicPage);
    test(`${path}: the first HTML has the heading, text, headings in order, no inline script`, async ({ request }) => {
      const expected = FIRST_HTML[publicPage.path]!;
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const main = decode(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!).trim());
      expect(headings).toContain(expected.heading);
      if (expected.text) expect(main).toContain(expected.text);
      // Screen-reader users move from heading to heading: none skips a level (an h3 straight under the h1).
      const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1).map((l) => `h${l}`)).toEqual([]);
      // No inline script: the CSP refuses them. The one script is the boot script, which names the app's entry, the
      // page's chunks and its reads, and the page fetches nothing else before its first paint (decision 025). A page
      // the server renders with its data also carries that data, in a block no browser runs (decision 024).
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        expect.stringMatching(/type="module"[^>]*src="\/assets\/boot-[^"]+\.js" data-entry="\/assets\/index-/),
        ...(RENDERED_WITH_DATA.includes(path) ? ['<script type="application/json" id="page-data">'] : []),
      ]);
      expect(html).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"/);
      const [, entry, code, reads] = /data-entry="([^"]+)" data-preload="([^"]*)" data-fetch="([^"]*)"/.exec(html)!;
      for (const src of [entry!, ...code!.split(' ').filter(Boolean)]) {
        expect((await request.get(src)).status(), src).toBe(200);
      }
      expect(reads!.split(' ').sort()).toEqual(readsOf(publicPage).sort());
      // The stylesheet is in the page, so nothing holds the first paint (nor fetches it again: see below).
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(html).toMatch(/<style>[^<]*\.bg-background\{/);
    });

    test(`${path}: the page does not shift while it loads`, async ({ page, consoleErrors }) => {
      const expected = FIRST_HTML[publicPage.path]!;
      const stylesheets: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'stylesheet' && stylesheets.push(r.url())));
      // An SVG file shown as an image (or as the tab's icon) costs the main thread a document of its own.
      const svgFiles: string[] = [];
      page.on('request', (r) => void (/\.svg(\?|$)/.test(new URL(r.url()).pathname) && svgFiles.push(r.url())));
      const asked = new Set<string>();
      page.on('request', (r) => {
        const { pathname, search } = new URL(r.url());
        if (r.method() === 'GET' && pathname.startsWith('/api/') && pathname !== '/api/realtime')
          asked.add(pathname + search);
      });
      // What the page's policy refused: reported even where the code catches the refusal (Lighthouse counts it).
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refused });
        document.addEventListener('securitypolicyviolation', (e) =>
          refused.push(`${e.violatedDirective} ${e.sourceFile}`),
        );
      });
      await holdDataStill(page, path);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: expected.heading, exact: true })).toBeVisible();
      // What the page reads (the app's first fetch of each takes the answer the boot script's hint preloaded), and
      // nothing else: no read is left to ask a moment later.
      await expect.poll(() => [...asked].sort()).toEqual(readsOf(publicPage).sort());
      await page.waitForTimeout(1_500);
      expect([...asked].sort()).toEqual(readsOf(publicPage).sort());
      expect(stylesheets).toEqual([]);
      expect(svgFiles).toEqual([]);
      expect(await page.evaluate(fetchedBeforeFirstPaint)).toEqual([]);
      expect(await page.evaluate(layoutShift)).toBeLessThan(0.02);
      expect(hydrationErrors(consoleErrors)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
      // The HTML draws the header's icons as the app does, or hydrating would keep a part of them.
      // (The session's icon changes once the session is read.)
      const header = /<header[\s\S]*?<\/header>/.exec(await (await page.request.get(path)).text())![0];
      const inHtml = [...header.matchAll(/<svg[^>]*class="(lucide [^"]*)"[^>]*>(.*?)<\/svg>/g)].map((i) => [
        i[1],
        i[2],
      ]);
      const hydrated = new Map(
        await page
          .locator('header svg.lucide')
          .evaluateAll((icons) => icons.map((i) => [i.classList.value, i.innerHTML])),
      );
      const kept = inHtml.filter(([name]) => hydrated.has(name!));
      expect(kept.length).toBeGreaterThan(0);
      for (const [name, drawn] of kept) expect(hydrated.get(name!), name).toBe(drawn);
      // The toasts' library mounts with the first toast, not with every page.
      await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
    });
  }

  test('a signed-in visitor gets the anonymous HTML, then their session without a hydration error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/leaderboard');
    await signIn(page, { newName: `Hydrated ${Date.now()}` });
    await page.goto('/leaderboard');
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
    expect(hydrationErrors(consoleErrors)).toEqual([]);
  });
});
