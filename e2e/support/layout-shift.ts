/**
 * The layout shift the page has had so far, as the browser measured it (shifts right after input excluded): run in
 * the page, `await page.evaluate(layoutShift)`.
 */
export const layoutShift = () =>
  new Promise<number>((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) sum += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(sum), 100);
  });
