import type { Page } from '@playwright/test';

/**
 * Opens `path` with the app's entry script held until the returned function is called: the page stays as the server
 * sent it. The entry is a module script, which the load event waits for, so the navigation waits only for the HTML.
 */
export async function openHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
