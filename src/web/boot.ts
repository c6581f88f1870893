// The one script a prerendered page names (scripts/web-build/prerender.ts, decision 025). The page shows without
// script; what it needs next (the app's entry, the page's chunks, the page's reads) is asked for only once the
// browser has shown it: asked for earlier, those downloads held back the first paint of a slow phone by about a
// second (Lighthouse mobile, same run). They are ordinary hints, added to the head: the browser hands each preloaded
// answer to the app's first fetch of it.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
const list = (names?: string) => names?.split(' ').filter(Boolean) ?? [];
let started = false;

function loadApp() {
  if (started) return;
  started = true;
  const hint = (rel: string, href: string, as?: string) => {
    const link = Object.assign(document.createElement('link'), { rel, href, crossOrigin: 'anonymous' });
    if (as) link.as = as;
    document.head.append(link);
  };
  // One hint a task: in one task, adding 27 of them blocked a phone's main thread for 110–350 ms (4x CPU).
  const steps = [
    ...list(tag.dataset.preload).map((href) => () => hint('modulepreload', href)),
    ...list(tag.dataset.fetch).map((href) => () => hint('preload', href, 'fetch')),
    () =>
      document.head.append(
        Object.assign(document.createElement('script'), { type: 'module', src: tag.dataset.entry! }),
      ),
  ];
  for (const step of steps) setTimeout(step);
}

// Once the browser reports the page's first contentful paint. A browser that reports no paint, or a tab that paints
// nothing (opened in the background), loads it after a second all the same.
setTimeout(loadApp, 1000);
const painted = new PerformanceObserver((entries) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  painted.disconnect();
  setTimeout(loadApp);
});
painted.observe({ type: 'paint', buffered: true });
