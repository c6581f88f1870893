import { BATTLE_PASS_TEXTS as T } from '../src/domain/battle-pass/texts';
import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';

// The machine runs several suites at once: a page's first answer may take longer than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('on a phone: the battle pass loads, fails with a retry, and stacks both tracks without sideways scroll', async ({
  page,
}) => {
  let fail = true;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/battle-pass', async (route) => {
    await held;
    return fail
      ? route.fulfill({ status: 500, body: '{"error":{"code":"internal","message":"x"}}' })
      : route.fallback();
  });
  // No live updates: a reward changed by a journey beside this one would read the pass again on its own, and the
  // error with its Try again could be gone before the tap (it was, once).
  await page.route('**/api/realtime', (route) => route.abort());
  await page.goto('/battle-pass');
  await expect(page.getByRole('status', { name: 'Loading the battle pass' })).toBeVisible();
  release();
  await expect(page.getByRole('alert').getByText(T.loadFailed)).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: T.retry }).tap();

  await expect(page.getByText(T.signInPrompt)).toBeVisible();
  const level = page.getByRole('listitem', { name: 'Level 30' });
  await expect(level.getByTestId('reward-30-free')).toContainText('Free');
  await expect(level.getByTestId('reward-30-premium')).toContainText('Shiny Dragonite');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
