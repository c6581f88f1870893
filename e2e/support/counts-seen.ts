import type { Page } from '@playwright/test';

/**
 * Records, from before the page's own scripts run, how many elements match `selector` each time the page changes:
 * what a visitor saw, render by render. `countsSeen` reads the record (each count once, zeros left out).
 */
export async function recordCounts(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const seen: number[] = [];
    Object.assign(window, { countsSeen: seen });
    new MutationObserver(() => {
      const n = document.querySelectorAll(selector).length;
      if (n > 0 && seen.at(-1) !== n) seen.push(n);
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

export const countsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { countsSeen: number[] }).countsSeen);
