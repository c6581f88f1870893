import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { loadConfig } from '../src/server/config.ts';
import {
  startStatusResponder,
  type StatusResponder,
} from '../src/server/integrations/minecraft/stand-in/status-responder.ts';
import { startServer, type RunningServer } from '../src/server/server.ts';
import { test as base, seriousA11yViolations } from './support/fixtures';
import { E2E_DATABASE_URL, E2E_MINECRAFT_STATUS, E2E_SITE_LINKS } from './support/env';
import { layoutShift } from './support/layout-shift';

// Issue 36: the footer, the home page and /status-page show the Minecraft server's real status (Server List Ping).

const { online, max } = E2E_MINECRAFT_STATUS.players;
export const ONLINE_LINE = `Server Online · ${online}/${max} players in game`;
export const DETAILS = new RegExp(
  `^${online}/${max} players in game · Version ${E2E_MINECRAFT_STATUS.version.name} · \\d+ ms ping$`,
);
export const MOTD = 'Cobble League · e2e';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().unref().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A second instance of the site (on the e2e server's database, as instances behind a load balancer are) reading a
 * Server List Ping stand-in of this worker's own, so a journey can stop that server without the other journeys'
 * server going down with it.
 */
export const test = base.extend<object, { own: { url: string; responder: StatusResponder } }>({
  own: [
    async ({}, use, workerInfo) => {
      const responder = await startStatusResponder({ status: () => E2E_MINECRAFT_STATUS });
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = `tmp/e2e-status-${process.pid}-${workerInfo.workerIndex}`;
      const server: RunningServer = await startServer(
        loadConfig({
          NODE_ENV: 'test',
          PORT: String(port),
          PUBLIC_URL: url,
          DATABASE_URL: E2E_DATABASE_URL,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          RATE_LIMIT_IP_PER_MINUTE: '100000',
          CUSTOMER_PORTAL_URL: E2E_SITE_LINKS.customerPortalUrl,
          DISCORD_INVITE_URL: E2E_SITE_LINKS.discordInviteUrl,
          MINECRAFT_SERVER_ADDRESS: `127.0.0.1:${responder.port}`,
        }),
        { webRoot: process.env.E2E_WEB_ROOT },
      );
      await use({ url, responder });
      await server.close();
      await responder.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export const footerLine = (page: Page) => page.getByTestId('server-status-line');
export const minecraftRow = (page: Page) => page.getByTestId('minecraft-service');

/** The footer on any page: the game server's state, as the stand-in reports it. */
export async function footerShowsOnline(page: Page, path: string) {
  await page.goto(path);
  const line = footerLine(page);
  await line.scrollIntoViewIfNeeded();
  await expect(line).toHaveText(ONLINE_LINE);
  await expect(line).toBeVisible();
}

/** The home page's card: state, players, version, ping and the message of the day (plain text). */
export async function homeShowsOnline(page: Page, base = '') {
  await page.goto(`${base}/`);
  const card = page.getByRole('region', { name: 'Minecraft server status' });
  await expect(card.getByText('Server Online', { exact: true })).toBeVisible();
  await expect(card.getByText(DETAILS)).toBeVisible();
  await expect(card).toContainText(MOTD);
}

/** /status-page: the Minecraft Server row is live, and so is the banner that depends on it. */
export async function statusPageShowsOnline(page: Page, base = '') {
  await page.goto(`${base}/status-page`);
  await expect(page.getByRole('status').getByText('All Systems Operational')).toBeVisible();
  const row = minecraftRow(page);
  await expect(row.getByText('Operational', { exact: true })).toBeVisible();
  await expect(row.getByText(DETAILS)).toBeVisible();
  await expect(row).toContainText(MOTD);
}

/**
 * With the server down, the pages say so once the site's kept answer has expired (5 s) and its ping failed: the
 * visitor reloads until then, as one would.
 */
export async function statusPageShowsOffline(page: Page, base: string) {
  await expect(async () => {
    await page.goto(`${base}/status-page`);
    await expect(minecraftRow(page).getByText('Outage', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
  await expect(page.getByRole('status').getByText('Service Outage')).toBeVisible();
  await expect(minecraftRow(page).getByText(/^Not answering · last seen (just now|\dm ago)$/)).toBeVisible();
  await expect(footerLine(page)).toHaveText(/^Server Offline · last seen (just now|\dm ago)$/);
  await expect(page.getByText('Server Online')).toHaveCount(0);
  await expect(page.getByText('All Systems Operational')).toHaveCount(0);
}

/** The journeys, run by server-status.spec.ts on a laptop and server-status-mobile.spec.ts on a phone. */
export function serverStatusJourneys() {
  test('the footer, the home page and /status-page show the stand-in server’s players and version', async ({
    page,
  }) => {
    await footerShowsOnline(page, '/leaderboard');
    await homeShowsOnline(page);
    await statusPageShowsOnline(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('with the Minecraft server stopped, the footer and /status-page show it offline, never online', async ({
    page,
    own,
  }) => {
    // It waits out the site's kept answer (5 s) and a failed ping, reloading the page (each load waits for it to hydrate).
    test.slow();
    await own.responder.up();
    await statusPageShowsOnline(page, own.url);
    await own.responder.down();
    try {
      await statusPageShowsOffline(page, own.url);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await own.responder.up();
    }
  });

  test('on /status-page the answer takes the place of "Checking" without moving the page', async ({ page }) => {
    await statusPageShowsOnline(page);
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.02);
  });

  test('the first HTML says it is checking, not a status baked in at build time', async ({ page }) => {
    for (const path of ['/', '/status-page']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('Checking the server...');
      expect(html).not.toContain('Server Online');
      expect(html).not.toContain('All Systems Operational');
    }
  });

  test('when the site cannot say, the pages say the status is unavailable', async ({ page }) => {
    await page.route('**/api/server-status', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/status-page');
    await expect(page.getByRole('status').getByText('Server status unavailable')).toBeVisible();
    await expect(minecraftRow(page).getByText('Unknown', { exact: true })).toBeVisible();
    await expect(footerLine(page)).toHaveText('Server status unavailable');
  });
}
