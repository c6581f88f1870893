import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles, readManifest } from './web-build/manifest.ts';
import { PAGE_BUDGET_KB, PUBLIC_PAGES } from './web-build/public-pages.ts';

/**
 * Fails when a public page's initial JavaScript (boot script, entry chunk, page chunk and their static imports, each
 * gzip-compressed) is over PAGE_BUDGET_KB. Usage: check-bundle-budget.ts [webRoot, default dist/web].
 */
const webRoot = process.argv[2] ?? 'dist/web';
const manifest = readManifest(webRoot);
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length / 1024;

let failed = 0;
const rows = PUBLIC_PAGES.map(({ path: page }) => {
  const { boot, entry, page: own } = pageFiles(manifest, webRoot, page);
  const entryKb = [boot, ...entry].reduce((sum, f) => sum + gzipKb(f), 0);
  const pageKb = own.reduce((sum, f) => sum + gzipKb(f), 0);
  const total = entryKb + pageKb;
  if (total > PAGE_BUDGET_KB) failed++;
  return {
    page,
    'entry KB': entryKb.toFixed(1),
    'page KB': pageKb.toFixed(1),
    'total KB': total.toFixed(1),
    ok: total > PAGE_BUDGET_KB ? 'OVER' : 'ok',
  };
});
console.table(rows);
if (failed > 0) {
  console.error(`${failed} public page(s) over the ${PAGE_BUDGET_KB} KB gzip JavaScript budget.`);
  process.exit(1);
}
