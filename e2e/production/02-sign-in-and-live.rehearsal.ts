import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openAccountMenu } from '../support/fixtures.ts';
import { createGameKey, gamePost, signIn, siteCli, uniq } from './helpers.ts';
import { INSTANCE_PORTS, instanceUrl, SITE } from './stack/settings.ts';

test('signing in over HTTPS sets a Secure session cookie; npm run admin -- grant makes the first admin', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const name = `Rehearsal ${uniq()}`;
  await signIn(page, name);
  const cookies = await context.cookies(SITE);
  const session = cookies.find((c) => c.name.endsWith('session_token'));
  expect(session, cookies.map((c) => c.name).join(', ')).toBeDefined();
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  expect(session!.name).toMatch(/^__Secure-/);

  // Production seeds no accounts: the owner signs in once, then grants themselves admin on the server.
  expect(siteCli('admin', 'grant', name)).toContain('is now an admin');
  await page.reload();
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Staff' })).toBeVisible();
});

test('a match reported to one instance reaches, once, a live page whose stream the other instance serves', async ({
  page,
}) => {
  // Which instance holds the page's live-update stream: Caddy names it in X-Cobble-Instance.
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/realtime');
  await page.goto('/');
  await expect(page.getByTestId('match-ticker')).toBeVisible();
  const streamedBy = (await stream).headers()['x-cobble-instance'];
  const streamPort = INSTANCE_PORTS.find((p) => streamedBy === `127.0.0.1:${p}`);
  expect(streamPort, `the stream came from ${streamedBy}`).toBeDefined();
  const other = INSTANCE_PORTS.find((p) => p !== streamPort)!;

  const id = uniq();
  const winner = { uuid: randomUUID(), name: `Won${id}` };
  const loser = { uuid: randomUUID(), name: `Lost${id}` };
  const res = await gamePost(instanceUrl(other), createGameKey(`rehearsal live ${id}`), '/matches', {
    id: `rehearsal-${id}`,
    kind: 'ladder',
    leader: winner,
    challenger: loser,
    status: 'finished',
    winner_uuid: winner.uuid,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);

  // The ticker draws its list twice for a seamless loop (the copy hidden from screen readers): the
  // accessible list must hold the match exactly once.
  const item = page
    .getByRole('region', { name: 'Recent matches' })
    .getByRole('listitem')
    .filter({ hasText: loser.name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${winner.name} won`);
});
