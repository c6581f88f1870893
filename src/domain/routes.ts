/**
 * Every page of the site, declared once: its path, the web module that renders it (under src/web/features), and,
 * for a public page, what it reads as it loads. The browser's routes (src/web/routes.tsx), the build's prerender,
 * the page budget check, the server and the tests all take their list from here (docs/architecture.md, "A public
 * page"). A path segment `:name` is a parameter (today only a trainer's profile has one): such a page also names an
 * `example` address, the one the build's checks, the tests and the bench show it with. Any other path is the
 * not-found page.
 *
 * `public`: prerendered at build, held to the page budget and audited by Lighthouse. `reads` are the API addresses
 * it reads as it loads for a visitor who is not signed in, besides what every page reads; the boot script preloads them
 * with its code. `withData`: the server renders it with the answer of its first read (the page's largest
 * paint is that data); a page with a parameter reads its first read with the parameter filled in.
 */
export const PAGES = [
  {
    path: '/',
    module: 'home/home-page',
    public: { reads: ['/api/home/countdown', '/api/home', '/api/news'], withData: true },
  },
  { path: '/leaderboard', module: 'leaderboard/leaderboard-page', public: { reads: ['/api/leaderboard'] } },
  { path: '/gym-leaders', module: 'gym-leaders/gym-leaders-page', public: { reads: ['/api/gym-leaders'] } },
  {
    path: '/events',
    module: 'events/events-page',
    public: { reads: ['/api/events', '/api/tournaments/founders-cup-1'], withData: true },
  },
  { path: '/community', module: 'community/community-page', public: {} },
  { path: '/news', module: 'news/news-page', public: { reads: ['/api/news'], withData: true } },
  { path: '/waitlist', module: 'waitlist/waitlist-page', public: {} },
  { path: '/vote-links', module: 'vote/vote-page', public: { reads: ['/api/vote-sites'], withData: true } },
  { path: '/gym-leader-application', module: 'application/application-page' },
  { path: '/terms-of-service', module: 'info/terms-page', public: {} },
  { path: '/privacy-policy', module: 'info/privacy-page', public: {} },
  { path: '/cookie-policy', module: 'info/cookie-page', public: {} },
  { path: '/dmca-notice', module: 'info/dmca-page', public: {} },
  { path: '/refund-policy', module: 'info/refund-page', public: {} },
  { path: '/accessibility', module: 'info/accessibility-page', public: {} },
  { path: '/contact-support', module: 'support-forms/contact-support-page' },
  { path: '/bug-reports', module: 'support-forms/bug-report-page' },
  { path: '/feature-requests', module: 'support-forms/feature-request-page' },
  { path: '/appeal-bans', module: 'support-forms/ban-appeal-page' },
  { path: '/report-players', module: 'support-forms/report-player-page' },
  { path: '/help-center', module: 'info/help-center-page', public: {} },
  { path: '/server-rules', module: 'info/server-rules-page', public: {} },
  { path: '/getting-started', module: 'info/getting-started-page', public: {} },
  { path: '/status-page', module: 'info/status-page', public: {} },
  { path: '/careers', module: 'info/careers-page', public: {} },
  { path: '/ranks', module: 'shop/ranks-page', public: {} },
  { path: '/shop', module: 'shop/shop-page', public: {} },
  { path: '/purchase-history', module: 'shop/purchase-history-page' },
  { path: '/my-requests', module: 'my-requests/my-requests-page' },
  { path: '/notifications', module: 'notifications/notifications-page' },
  { path: '/unsubscribe', module: 'notifications/unsubscribe-page' },
  { path: '/battles', module: 'battle-reports/battles-page' },
  { path: '/success', module: 'shop/success-page' },
  {
    path: '/tournaments/founders-cup-1',
    module: 'tournaments/founders-cup-page',
    public: { reads: ['/api/tournaments/founders-cup-1'] },
  },
  {
    path: '/tournament-bracket',
    module: 'tournaments/bracket-page',
    public: { reads: ['/api/tournaments/founders-cup-1/bracket'] },
  },
  {
    path: '/founders-1',
    module: 'tournaments/founders-1-page',
    public: { reads: ['/api/tournaments/founders-cup-1/bracket'] },
  },
  { path: '/mid-season-doubles', module: 'doubles/doubles-page', public: { reads: ['/api/mid-season-doubles'] } },
  { path: '/wiki', module: 'wiki/wiki-page', public: {} },
  { path: '/season1', module: 'season/season-page', public: { reads: ['/api/seasons/1', '/api/seasons/1/progress'] } },
  { path: '/spawn-atlas', module: 'spawn-atlas/spawn-atlas-page', public: { reads: ['/api/spawn-atlas'] } },
  {
    path: '/trainers/:name',
    module: 'trainers/trainer-page',
    public: { reads: ['/api/trainers/:name'], withData: true },
    example: '/trainers/AshKetchum_MC',
  },
  { path: '/gym-leader-dashboard', module: 'dashboard/dashboard-page' },
  { path: '/battle-pass', module: 'battle-pass/battle-pass-page' },
] as const satisfies readonly PageDeclaration[];

export interface PageDeclaration {
  path: string;
  module: string;
  public?: { reads?: readonly string[]; withData?: boolean };
  example?: string;
}

export type Page = (typeof PAGES)[number];
export const PAGE_PATHS = PAGES.map((p) => p.path);
export type PagePath = (typeof PAGE_PATHS)[number];

export function isPagePath(path: string): boolean {
  return matchPage(path) !== undefined;
}

/** The declared page a path shows and its parameters' values (a `:name` segment matches any one segment). */
export function matchPage(path: string): { page: Page; params: Record<string, string> } | undefined {
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  for (const page of PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { page, params };
  }
  return undefined;
}

/** A path or address pattern with its `:name` parameters filled in (encoded). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([a-z]\w*)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The address a page is shown with in checks, tests and the bench: its path, or its example for a parameter. */
export const examplePath = (page: PageDeclaration): string => page.example ?? page.path;

/** The staff area: one page of the app under /staff whose sections the browser routes. */
export function isStaffPath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}

/**
 * A trainer's profile page (issue 39), addressed by their Minecraft name. Every place that names a trainer links
 * here through this one function (on the web: components/trainer-link.tsx).
 */
export function trainerPath(minecraftName: string): string {
  return `/trainers/${encodeURIComponent(minecraftName)}`;
}
