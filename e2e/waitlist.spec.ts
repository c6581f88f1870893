import { eq } from 'drizzle-orm';
import { user, waitlist } from '../src/server/db/schema';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

async function fill(page: import('@playwright/test').Page, o: { minecraft?: string } = {}) {
  await page.getByLabel('Player Name').fill('Brendan');
  await page.getByLabel('Email Address').fill('brendan@example.test');
  if (o.minecraft !== undefined) await page.getByLabel('Minecraft Username').fill(o.minecraft);
  await page.getByLabel('Why do you want to join?').fill('Competitive battles with real gym leaders.');
  await page.getByLabel('What feature are you most excited about?').fill('Seasonal championships.');
  await page.getByLabel('What can we do to enhance the community most?').fill('More doubles tournaments.');
}

test.describe('alpha signup', () => {
  test('asks to sign in first, and the sign-in comes back to the form', async ({ page }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Discord Authentication Required')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Alpha Signup' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Sign in with Discord' }).click();
    await page.waitForURL(/\/dev\/discord\/oauth2\/authorize/);
    await page.getByLabel('Or sign in as a new Discord user').fill(`Gatekeeper ${uniq()}`);
    await page.getByRole('button', { name: 'Continue as new user' }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('form', { name: 'Alpha Signup' })).toBeVisible();
  });

  test('names every missing required field and sends nothing', async ({ page }) => {
    await page.goto('/waitlist');
    await signIn(page, { newName: `Hasty ${uniq()}` });
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/waitlist') && (posted = true));
    await page.getByLabel('Player Name').fill('');
    await page.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(page.getByText('Player Name is required')).toBeVisible();
    await expect(page.getByText('Email Address is required')).toBeVisible();
    await expect(page.getByText('This answer is required')).toHaveCount(3);
    await expect(page.getByLabel('Player Name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Minecraft Username').fill('no spaces!');
    await page.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('A Minecraft username has 3 to 16 letters, digits or underscores')).toBeVisible();
    expect(posted).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("success: 'Submitting...', the welcome toast, back to the home page; stored once for this account", async ({
    page,
    db,
  }) => {
    const name = `Joiner ${uniq()}`;
    await page.goto('/waitlist');
    await signIn(page, { newName: name });
    await fill(page, { minecraft: '' });
    // Hold the request a moment so the sending state can be seen; the real server answers it.
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByText('Welcome to Alpha Signup!')).toBeVisible();
    await expect(
      page.getByText("Your application has been submitted successfully. We'll be in touch soon!"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
    const rows = await db.select().from(waitlist).where(eq(waitlist.userId, account!.id));
    expect(rows).toMatchObject([
      { playerName: 'Brendan', email: 'brendan@example.test', discordUsername: name, minecraftUsername: null },
    ]);

    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  });

  test('a second signup from another tab is refused with a clear message', async ({ page, context }) => {
    await page.goto('/waitlist');
    await signIn(page, { newName: `Twice ${uniq()}` });
    const other = await context.newPage();
    await other.goto('/waitlist');
    await fill(other);
    await other.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(other).toHaveURL(/\/$/);
    await fill(page);
    await page.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByText('You have already signed up for the alpha with this account.')).toBeVisible();
    await expect(page).toHaveURL(/\/waitlist$/);
  });

  test('failure: the toast, and the form keeps what was typed', async ({ page }) => {
    await page.goto('/waitlist');
    await signIn(page, { newName: `Unlucky ${uniq()}` });
    await fill(page, { minecraft: 'Brendan_R' });
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      }),
    );
    await page.getByRole('button', { name: 'Alpha Signup' }).click();
    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByText('Failed to submit your alpha signup application. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByLabel('Minecraft Username')).toHaveValue('Brendan_R');
    await expect(page.getByRole('button', { name: 'Alpha Signup' })).toBeEnabled();
  });
});
