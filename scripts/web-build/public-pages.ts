import { readFileSync } from 'node:fs';
import type { PagePath } from '../../src/domain/routes.ts';

/**
 * The public pages: prerendered at build (scripts/web-build/prerender.ts) and held to a budget of initial
 * JavaScript, in KB gzip (scripts/check-bundle-budget.ts). A feature adds its public page with one entry.
 * The budgets sit just above today's sizes: React, the data router and TanStack Query alone are 110 KB
 * (decision 010).
 */
export const PUBLIC_PAGES: { path: PagePath; budgetKb: number }[] = [
  { path: '/', budgetKb: 150 },
  { path: '/leaderboard', budgetKb: 150 },
  { path: '/gym-leaders', budgetKb: 150 },
  { path: '/events', budgetKb: 150 },
  { path: '/community', budgetKb: 150 },
  { path: '/waitlist', budgetKb: 150 },
  { path: '/wiki', budgetKb: 150 },
  { path: '/vote-links', budgetKb: 150 },
  { path: '/terms-of-service', budgetKb: 150 },
  { path: '/privacy-policy', budgetKb: 150 },
  { path: '/cookie-policy', budgetKb: 150 },
  { path: '/dmca-notice', budgetKb: 150 },
  { path: '/refund-policy', budgetKb: 150 },
  { path: '/accessibility', budgetKb: 150 },
  { path: '/help-center', budgetKb: 150 },
  { path: '/server-rules', budgetKb: 150 },
  { path: '/getting-started', budgetKb: 150 },
  { path: '/status-page', budgetKb: 150 },
  { path: '/careers', budgetKb: 150 },
  { path: '/shop', budgetKb: 170 },
  { path: '/ranks', budgetKb: 170 },
  { path: '/season1', budgetKb: 150 },
  { path: '/spawn-atlas', budgetKb: 150 },
  { path: '/tournaments/founders-cup-1', budgetKb: 190 } /* carries its form's validation (zod): to split off */,
  { path: '/founders-1', budgetKb: 150 },
  { path: '/mid-season-doubles', budgetKb: 190 } /* carries its form's validation (zod): to split off */,
  { path: '/tournament-bracket', budgetKb: 150 },
];

/**
 * Each page path's module as src/web/routes.tsx imports it ("features/home/home-page.tsx"). Read from the source, because a lazy component does not tell its module.
 */
export function pageModules(routesFile: string): Map<string, string> {
  const source = readFileSync(routesFile, 'utf8');
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/\['(\/[^']*)',\s*lazy\(\(\)\s*=>\s*import\('\.\/([^']+)'\)\)/g)) {
    modules.set(m[1]!, `${m[2]}.tsx`);
  }
  return modules;
}
