import { readFileSync } from 'node:fs';
import type { PagePath } from '../../src/domain/routes.ts';

/**
 * The public pages: prerendered at build (scripts/web-build/prerender.ts) and held to a budget of initial
 * JavaScript, in KB gzip (scripts/check-bundle-budget.ts). A feature adds its public page with one entry.
 * The budgets sit just above today's sizes (decision 011): the entry chunk every page loads is 113 KB, of which
 * React, react-router and TanStack Query are about 93 KB.
 */
export const PUBLIC_PAGES: { path: PagePath; budgetKb: number }[] = [
  { path: '/', budgetKb: 135 },
  { path: '/leaderboard', budgetKb: 135 },
  { path: '/gym-leaders', budgetKb: 135 },
  { path: '/events', budgetKb: 135 },
  { path: '/community', budgetKb: 135 },
  { path: '/waitlist', budgetKb: 135 },
  { path: '/wiki', budgetKb: 135 },
  { path: '/vote-links', budgetKb: 135 },
  { path: '/terms-of-service', budgetKb: 135 },
  { path: '/privacy-policy', budgetKb: 135 },
  { path: '/cookie-policy', budgetKb: 135 },
  { path: '/dmca-notice', budgetKb: 135 },
  { path: '/refund-policy', budgetKb: 135 },
  { path: '/accessibility', budgetKb: 135 },
  { path: '/help-center', budgetKb: 135 },
  { path: '/server-rules', budgetKb: 135 },
  { path: '/getting-started', budgetKb: 135 },
  { path: '/status-page', budgetKb: 135 },
  { path: '/careers', budgetKb: 135 },
  { path: '/shop', budgetKb: 150 },
  { path: '/ranks', budgetKb: 150 },
  { path: '/season1', budgetKb: 135 },
  { path: '/spawn-atlas', budgetKb: 135 },
  { path: '/tournaments/founders-cup-1', budgetKb: 175 } /* carries its form's validation (zod): to split off */,
  { path: '/founders-1', budgetKb: 135 },
  { path: '/mid-season-doubles', budgetKb: 175 } /* carries its form's validation (zod): to split off */,
  { path: '/tournament-bracket', budgetKb: 135 },
];

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
