import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support/env';

// Journeys run in Debian's Chromium (Playwright cannot download its own browser here)
// against the built app on a fresh embedded PostgreSQL with the demo data.
// The ladder's journey adds 5,100 trainers for a minute, which moves every other player's tier: it runs alone too.
const RUNS_CUP =
  /(staff-tournaments|tournament-bracket-live|doubles-bracket|doubles-waitlist|home-countdown|leaderboard-pages)\.spec\.ts/;
// Journeys a player walks on a laptop and on a phone alike: run in both projects (issue 40).
const BOTH = /(events-registration|shop-orders|tournament-link-first)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace costs every journey about a third of its time: a journey records one when CI retries it
    // (CI's report names it); to see one locally, run with --trace on.
    trace: 'on-first-retry',
    // The site's animations stop for visitors who ask for less motion; two browsers drawing them on two cores
    // slowed every journey. The journeys about the animations ask for motion (home-live.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/mobile/, RUNS_CUP] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: [/mobile/, BOTH] },
    // Journeys that run the shared tournaments (generate a bracket, report results, move or close the doubles
    // registration) would break the registration journeys running beside them, so they run after every
    // other journey (alone: --no-deps), one at a time: two of them reset and generate the same Founders' Cup.
    {
      name: 'tournament-run',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: RUNS_CUP,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
