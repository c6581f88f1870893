import type { Page } from '@playwright/test';

/** Holds the app's entry script until the returned function is called: the page stays as the server sent it. */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
