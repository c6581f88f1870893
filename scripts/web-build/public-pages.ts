import path from 'node:path';
import { PAGES, type Page } from '../../src/domain/routes.ts';

/** The most initial JavaScript (KB gzip) a public page may load: its entry chunk, page chunk and their static imports. */
export const PAGE_BUDGET_KB = 100;

/** What every page reads as it loads: the session, configured addresses, Discord count, game server's state. */
const EVERY_PAGE_READS = ['/api/me', '/api/site-config', '/api/discord/online', '/api/server-status'];

export type PublicPage = Extract<Page, { public: object }>;

/**
 * The public pages of src/domain/routes.ts: prerendered at build (prerender.ts), each held to PAGE_BUDGET_KB
 * (scripts/check-bundle-budget.ts) and audited by the Lighthouse bench.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = PAGES.filter((p): p is PublicPage => 'public' in p);

/**
 * Everything a public page reads as it loads, preloaded by the boot script after the first paint (src/web/boot.ts); e2e/first-html.spec.ts
 * checks that it is what the page reads.
 */
export const pageReads = (page: PublicPage): string[] => [
  ...EVERY_PAGE_READS,
  ...(('reads' in page.public && page.public.reads) || []),
];

/** The file of a page's module under the web root (src/web), as the bundler names it. */
export const pageModuleFile = (webSource: string, page: Page) => path.join(webSource, 'features', `${page.module}.tsx`);
