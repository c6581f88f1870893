/** Every page path of the site. No route has parameters; any other path is the not-found page. */
export const PAGE_PATHS = [
  '/',
  '/leaderboard',
  '/gym-leaders',
  '/events',
  '/community',
  '/waitlist',
  '/vote-links',
  '/gym-leader-application',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/dmca-notice',
  '/refund-policy',
  '/accessibility',
  '/contact-support',
  '/bug-reports',
  '/feature-requests',
  '/appeal-bans',
  '/report-players',
  '/help-center',
  '/server-rules',
  '/getting-started',
  '/status-page',
  '/careers',
  '/ranks',
  '/shop',
  '/purchase-history',
  '/my-requests',
  '/success',
  '/tournaments/founders-cup-1',
  '/tournament-bracket',
  '/founders-1',
  '/mid-season-doubles',
  '/wiki',
  '/season1',
  '/spawn-atlas',
  '/gym-leader-dashboard',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

export function isPagePath(path: string): path is PagePath {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (PAGE_PATHS as readonly string[]).includes(normalised);
}

/** The staff area: one page of the app under /staff whose sections the browser routes. */
export function isStaffPath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}
