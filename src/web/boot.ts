// The one script a prerendered page names (scripts/web-build/prerender.ts, decision 017). The page shows without
// script, so the app's code is fetched only once the browser has shown it: fetched and run earlier, it held
// back the first paint on a slow phone. Its tag names the app's entry and the page's own chunks, fetched together.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
let started = false;

function loadApp() {
  if (started) return;
  started = true;
  // Imported all at once, so they download together; each still runs after the modules it imports.
  for (const href of tag.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    import(/* @vite-ignore */ href).catch(() => undefined);
  }
  void import(/* @vite-ignore */ tag.dataset.entry!);
}

// Once the browser reports the page's first contentful paint (the frame shown, not just drawn). A tab that paints
// nothing (opened in the background) loads it after a second all the same.
const painted = new PerformanceObserver((entries) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  painted.disconnect();
  setTimeout(loadApp);
});
painted.observe({ type: 'paint', buffered: true });
setTimeout(loadApp, 1000);
