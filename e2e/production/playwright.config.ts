import { defineConfig, devices } from '@playwright/test';
import { BROWSER_HOME, SITE } from './stack/settings.ts';

// The production rehearsal (issue 37): `npx playwright test -c e2e/production`, run by .ci/run after
// `npm test`. Its global setup builds the machine (see global-setup.ts); the journeys run one after
// another in file order, since they share two instances, and the last one kills an instance.
export default defineConfig({
  testDir: '.',
  testMatch: /\.rehearsal\.ts$/,
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.REHEARSAL_RESULTS ?? '/tmp/cobble-rehearsal-results',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: SITE,
    trace: 'retain-on-failure',
    // No ignoreHTTPSErrors: Chromium trusts Caddy's CA through the NSS database under this HOME.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      env: { ...process.env, HOME: BROWSER_HOME },
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    },
  },
});
