import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LINK_BY_NAME_TEXTS as T } from '../src/domain/linking/texts';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect, openLinkMinecraft, seriousA11yViolations, signIn, test } from './support/fixtures';

/** The bridge's report of who is online: this player, under a game key of its own. */
async function joinServer(db: Parameters<typeof createGameApiKey>[0], baseURL: string, name: string) {
  const player = { uuid: randomUUID(), name };
  const { key } = await createGameApiKey(db, `e2e bridge ${randomUUID()}`);
  const res = await fetch(`${baseURL}/api/game/v1/online`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ players: [player] }),
  });
  expect(res.status).toBe(200);
  return player;
}

test('links a Minecraft account without a mod: a code sent in game, typed on the site', async ({
  page,
  db,
  baseURL,
}) => {
  // Two sign-in round trips of the dialog and an axe run: slow on a busy 2-core machine.
  test.slow();
  const name = `NoMod${randomUUID().slice(0, 8)}`;
  await page.goto('/');
  await signIn(page, { newName: `Stock ${Date.now()}` });
  await openLinkMinecraft(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T.noModToggle }).click();

  // Not on the server yet: a clear refusal, nothing sent.
  await dialog.getByLabel(T.nameLabel).fill(name);
  await dialog.getByRole('button', { name: T.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(T.notOnline(name));

  const player = await joinServer(db, baseURL!, name);
  await dialog.getByRole('button', { name: T.send }).click();
  await expect(dialog.getByText(T.codeIntro(name))).toBeVisible();
  // Closed to go and read the chat, then opened again: still waiting for that code.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openLinkMinecraft(page);
  await dialog.getByRole('button', { name: T.noModToggle }).click();
  await expect(dialog.getByText(T.codeIntro(name))).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The code as the bridge would tell it: the link_code delivery queued for this player.
  const { rows } = await db.execute<{ code: string }>(
    sql`select payload->>'code' as code from delivery_actions where kind = 'link_code' and player_uuid = ${player.uuid}`,
  );
  expect(rows).toHaveLength(1);
  const code = rows[0]!.code;

  await dialog.getByLabel(T.codeLabel).fill('ABCDEFGHJK' === code ? 'ABCDEFGHJM' : 'ABCDEFGHJK');
  await dialog.getByRole('button', { name: T.link }).click();
  await expect(dialog.getByText(T.wrongCode)).toBeVisible();

  await dialog.getByLabel(T.codeLabel).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: T.link }).click();
  await expect(dialog.getByText(`Your site account is linked to ${name}.`)).toBeVisible();
});
