import { randomUUID } from 'node:crypto';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect, openLinkMinecraft, signIn, test } from './support/fixtures';

test('links a Minecraft account with the in-game command; the dialog shows the link as soon as the server redeems it', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await signIn(page, { newName: `Linker ${Date.now()}` });
  await openLinkMinecraft(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Link your Minecraft account')).toBeVisible();
  const command = dialog.getByTestId('link-command');
  await expect(command).toHaveText(/^\/link \S+$/);
  await expect(dialog.getByText(/Expires in \d+:\d\d/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy command' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await command.textContent());
  await expect(dialog.getByRole('button', { name: 'Copy command' })).toBeVisible({ timeout: 4000 });

  // The game server redeems the code the player typed.
  const code = (await command.textContent())!.replace('/link ', '');
  const { key } = await createGameApiKey(db, `e2e ${randomUUID()}`);
  const name = `Linked${Date.now() % 100000}`;
  const res = await fetch(`${baseURL}/api/game/v1/link/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, uuid: randomUUID(), name }),
  });
  expect(res.status).toBe(200);
  await expect(dialog.getByText(`Your site account is linked to ${name}.`)).toBeVisible();
});

test('closing the dialog clears the code; reopening asks for a new one', async ({ page }) => {
  await page.goto('/');
  await signIn(page, { newName: `Reopen ${Date.now()}` });
  await openLinkMinecraft(page);
  const first = await page.getByTestId('link-command').textContent();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openLinkMinecraft(page);
  await expect(page.getByTestId('link-command')).not.toHaveText(first!);
});

test('a failure to generate the code shows the error toast', async ({ page }) => {
  await page.goto('/');
  await signIn(page, { newName: `NoCode ${Date.now()}` });
  let calls = 0;
  await page.route('**/api/link-codes', (route) => {
    calls++;
    return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } });
  });
  await openLinkMinecraft(page);
  await expect(page.getByText('Failed to generate link code. Please try again.')).toBeVisible();
  // One request per attempt, not a loop: the dialog waits for "Try again".
  await page.waitForTimeout(500);
  expect(calls).toBe(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => calls).toBe(2);
});
