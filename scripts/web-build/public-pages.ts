import { readFileSync } from 'node:fs';
import type { PagePath } from '../../src/domain/routes.ts';

/** The most initial JavaScript (KB gzip) a public page may load: its entry chunk, page chunk and their static imports. */
export const PAGE_BUDGET_KB = 100;

/** What every page reads as it loads: the session, the configured addresses, the Discord count in the bar. */
const EVERY_PAGE_READS = ['/api/me', '/api/site-config', '/api/discord/online'];

/**
 * The public pages: prerendered at build (scripts/web-build/prerender.ts) and each held to PAGE_BUDGET_KB
 * (scripts/check-bundle-budget.ts). A feature adds its public page with one entry. `reads`: the API addresses the
 * page reads as it loads for a visitor who is not signed in, besides EVERY_PAGE_READS; the boot script reads them
 * while the app's code downloads (decision 024), and e2e/first-html.spec.ts checks that they are what it reads.
 */
export const PUBLIC_PAGES: { path: PagePath; reads?: string[] }[] = [
  { path: '/', reads: ['/api/home'] },
  { path: '/leaderboard', reads: ['/api/leaderboard'] },
  { path: '/gym-leaders', reads: ['/api/gym-leaders'] },
  { path: '/events', reads: ['/api/events'] },
  { path: '/community' },
  { path: '/waitlist' },
  { path: '/wiki' },
  { path: '/vote-links' },
  { path: '/terms-of-service' },
  { path: '/privacy-policy' },
  { path: '/cookie-policy' },
  { path: '/dmca-notice' },
  { path: '/refund-policy' },
  { path: '/accessibility' },
  { path: '/help-center' },
  { path: '/server-rules' },
  { path: '/getting-started' },
  { path: '/status-page' },
  { path: '/careers' },
  { path: '/shop' },
  { path: '/ranks' },
  { path: '/season1', reads: ['/api/seasons/1/progress'] },
  { path: '/spawn-atlas', reads: ['/api/spawn-atlas'] },
  { path: '/tournaments/founders-cup-1', reads: ['/api/tournaments/founders-cup-1'] },
  { path: '/founders-1', reads: ['/api/tournaments/founders-cup-1/bracket'] },
  { path: '/mid-season-doubles', reads: ['/api/mid-season-doubles'] },
  { path: '/tournament-bracket', reads: ['/api/tournaments/founders-cup-1/bracket'] },
];

/** Everything a public page reads as it loads: the boot script's list (data-fetch) for it. */
export const pageReads = ({ reads = [] }: (typeof PUBLIC_PAGES)[number]): string[] => [...EVERY_PAGE_READS, ...reads];

/**
 * Each page path's module as src/web/routes.tsx imports it ("features/home/home-page.tsx"). Read from the source, because a lazy component does not tell its module.
 */
export function pageModules(routesFile: string): Map<string, string> {
  const source = readFileSync(routesFile, 'utf8');
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/\['(\/[^']*)',\s*lazyPage\(\(\)\s*=>\s*import\('\.\/([^']+)'\)\)/g)) {
    modules.set(m[1]!, `${m[2]}.tsx`);
  }
  return modules;
}
