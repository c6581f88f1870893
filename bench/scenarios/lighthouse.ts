import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { examplePath } from '../../src/domain/routes.ts';
import { PUBLIC_PAGES } from '../../scripts/web-build/public-pages.ts';
import { spawnNode, waitFor, type BenchContext, type Scenario } from '../harness.ts';

// Lighthouse's default config (the mobile preset: a phone's screen, simulated slow 4G and a 4x slower
// CPU) on every public page (scripts/web-build/public-pages.ts), three runs each, in Debian's Chromium.
// Records the median of each figure. A page with a parameter is audited at its example address (a demo trainer's
// profile for /trainers/:name).
// Targets: Performance >= 95, Accessibility 100, Best Practices >= 95, SEO 100, CLS < 0.02, LCP < 1.5 s.

const PAGES = PUBLIC_PAGES.map(examplePath);
/** LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): a run is retried. */
const ATTEMPTS = 3;
// As in playwright.config.ts, headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps each run's report, for its long tasks and main-thread breakdown.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${url.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A redirect would be measured as part of the page; the bench must ask for the address the page is served at.
  if (result.lhr.finalDisplayedUrl !== url) throw new Error(`${url} redirected to ${result.lhr.finalDisplayedUrl}`);
  // A page that shifts says what moved, so the cause can be found without a trace.
  if ((audits['cumulative-layout-shift']?.numericValue ?? 0) >= 0.02) {
    const items = (audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] })
      ?.items;
    for (const item of items ?? []) console.log(`lighthouse ${url}: shifted ${item.node?.selector} (${item.score})`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  };
}

async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.log(`lighthouse: ${(err as Error).message}; trying again`);
    }
  }
}

function table(pages: Record<string, Figures>): string {
  const head = '| page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|';
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = Object.entries(pages).map(
    ([page, f]) =>
      `| ${page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${s(f.fcpMs)} | ${s(f.lcpMs)} | ${f.tbtMs} ms | ${f.cls} |`,
  );
  return [head, ...rows].join('\n');
}

/** The medians of RUNS audits of each page, audited in turn with every other site given. */
async function auditPages(sites: string[], port: number): Promise<Record<string, Figures>[]> {
  const results: Record<string, Figures>[] = sites.map(() => ({}));
  // LIGHTHOUSE_PAGES=/,/wiki audits only those pages.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const page of PAGES.filter((p) => !only || only.includes(p))) {
    const runs: Figures[][] = sites.map(() => []);
    // Alternating the sites run by run, so a busy moment of a shared machine falls on both.
    for (let i = 0; i < RUNS; i++) {
      for (const [s, site] of sites.entries()) runs[s]!.push(await retried(() => audit(site + page, port)));
    }
    for (const [s, siteRuns] of runs.entries()) {
      const keys = Object.keys(siteRuns[0]!) as (keyof Figures)[];
      results[s]![page] = Object.fromEntries(keys.map((k) => [k, median(siteRuns.map((r) => r[k]))])) as never;
      console.log(
        `lighthouse ${sites.length > 1 ? `[${s === 0 ? 'this' : 'baseline'}] ` : ''}${page}: ${JSON.stringify(results[s]![page])}`,
      );
    }
  }
  return results;
}

/**
 * LIGHTHOUSE_BASELINE_WEB_ROOT=<another build>: that build is served too, by a second server on the same database,
 * and audited in the same run, page by page, for a before/after table.
 */
async function baselineServer(ctx: BenchContext): Promise<{ url: string; stop: () => void } | undefined> {
  const webRoot = process.env.LIGHTHOUSE_BASELINE_WEB_ROOT;
  if (!webRoot) return undefined;
  const port = new URL(ctx.url).port;
  const basePort = String(Number(port) + 1);
  const child = spawnNode(['bench/serve.ts'], {
    BENCH_WEB_ROOT: webRoot,
    PORT: basePort,
    DATABASE_URL: ctx.databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${basePort}`,
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${basePort}`;
  await waitFor(`${url}/api/health`);
  return { url, stop: () => child.kill('SIGTERM') };
}

const lighthouseScenario: Scenario = async (ctx: BenchContext) => {
  // The address the server was started with (its PUBLIC_URL): in development, a page asked for by another host
  // name redirects there, and Lighthouse would count that redirect in every figure.
  const baseline = await baselineServer(ctx);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let audited: Record<string, Figures>[];
  try {
    audited = await auditPages(baseline ? [ctx.url, baseline.url] : [ctx.url], chrome.port);
  } finally {
    chrome.kill();
    baseline?.stop();
  }
  const [pages, before] = [audited[0]!, audited[1]];
  console.log(table(pages));
  if (before) console.log(`baseline (${process.env.LIGHTHOUSE_BASELINE_WEB_ROOT}):\n${table(before)}`);
  const pass = Object.values(pages).every(
    (f) =>
      f.performance >= 95 &&
      f.accessibility === 100 &&
      f.bestPractices >= 95 &&
      f.seo === 100 &&
      f.cls < 0.02 &&
      f.lcpMs < 1500,
  );
  return {
    preset: 'mobile (default config, simulated throttling)',
    runsPerPage: RUNS,
    pages,
    ...(before ? { baseline: { webRoot: process.env.LIGHTHOUSE_BASELINE_WEB_ROOT, pages: before } } : {}),
    pass,
  };
};
export default lighthouseScenario;
