import { expect, type Page } from '@playwright/test';
import { run } from './stack/processes.ts';
import { DISCORD_PORT, SITE, SITE_ENV } from './stack/settings.ts';

export const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in a new Discord user through the site's button and the Discord stand-in's own process. */
export async function signIn(page: Page, name: string) {
  await page
    .getByRole('button', { name: /Sign in with Discord|^Discord$/ })
    .first()
    .click();
  await page.waitForURL(`http://127.0.0.1:${DISCORD_PORT}/oauth2/authorize**`);
  await page.getByLabel('Or sign in as a new Discord user').fill(name);
  await page.getByRole('button', { name: 'Continue as new user' }).click();
  await page.waitForURL((url) => url.origin === SITE && !url.pathname.startsWith('/api/'));
  await expect(page.getByTestId('account-menu')).toContainText(name);
}

/** A command-line tool of the site, run with the instances' settings as docs/deploy.md runs it. */
export function siteCli(script: string, ...args: string[]): string {
  return run('npm', ['run', '--silent', script, '--', ...args], { env: SITE_ENV });
}

/** A game server's key, made with `npm run game-keys -- create`. */
export function createGameKey(name: string): string {
  const out = siteCli('game-keys', 'create', name);
  const key = out.split('\n').find((l) => /^\s{2}\S{20,}$/.test(l));
  if (!key) throw new Error(`no key in the output of game-keys create:\n${out}`);
  return key.trim();
}

/** A JSON request to one instance (or the site), with the game server's key. */
export async function gamePost(base: string, key: string, path: string, body: unknown) {
  return fetch(`${base}/api/game/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
