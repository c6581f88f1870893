import { randomUUID } from 'node:crypto';
import { makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { APPLY_PATH, checkbox, fillApplication, form, submitButton, toast } from './application-helpers';

const SECTIONS = [
  'Basic Information',
  'Availability & Commitment',
  'Gym Choice & Experience',
  'Technical & Communication Skills',
  'Server Culture Fit',
  'Revenue Share Model',
  'Supporting Documents',
];

test('signed-out visitors see the gate and its message', async ({ page }) => {
  await page.goto(APPLY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in with Discord to apply for a Gym Leader position')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

test('signed in: seven sections in order, prefilled names, the type and timezone lists', async ({ page, db }) => {
  const name = `Applicant ${randomUUID().slice(0, 8)}`;
  await page.goto(APPLY_PATH);
  await signIn(page, { newName: name });
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByLabel('Discord Username')).toHaveValue(name);
  await expect(page.getByLabel('Minecraft Username')).toHaveValue('');

  const types = [
    'Normal',
    'Fire',
    'Water',
    'Electric',
    'Grass',
    'Ice',
    'Fighting',
    'Poison',
    'Ground',
    'Flying',
    'Psychic',
    'Bug',
    'Rock',
    'Ghost',
    'Dragon',
    'Dark',
    'Steel',
    'Fairy',
  ];
  await expect(page.getByLabel('Primary Gym Type').locator('option')).toHaveText(['Select a type', ...types]);
  await expect(page.getByLabel('Secondary Gym Type').locator('option')).toHaveText(['None', ...types]);
  const zones = await page
    .getByLabel('Timezone')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(zones).toEqual([
    '',
    'UTC',
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'Europe/London',
    'Europe/Paris',
    'Europe/Berlin',
    'Asia/Tokyo',
    'Asia/Shanghai',
    'Australia/Sydney',
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A linked Minecraft account is prefilled too.
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const mcName = `Apl${Date.now() % 1_000_000}`;
  await makeMinecraftAccount(db, { name: mcName, userId: me.user.id });
  await page.reload();
  await expect(page.getByLabel('Minecraft Username')).toHaveValue(mcName);
});

test('availability grid: ticking a slot adds its day; unticking removes only the slot', async ({ page }) => {
  await page.goto(APPLY_PATH);
  await signIn(page, { newName: `Grid ${randomUUID().slice(0, 8)}` });
  const status = page.getByText(/slots? selected/);
  await expect(status).toHaveText('0 slots selected');
  await page.getByRole('checkbox', { name: 'Wednesday Afternoon' }).check();
  await page.getByRole('checkbox', { name: 'Monday Evening' }).check();
  await expect(status).toHaveText('2 slots selected · Days: Monday, Wednesday');
  await page.getByRole('checkbox', { name: 'Wednesday Afternoon' }).uncheck();
  await expect(status).toHaveText('1 slot selected · Days: Monday, Wednesday');
  await expect(page.getByRole('checkbox', { name: 'Wednesday Afternoon' })).not.toBeChecked();
});

test('required fields and the submit-time checks, each with its message', async ({ page }) => {
  await page.goto(APPLY_PATH);
  const name = `Checks ${randomUUID().slice(0, 8)}`;
  await signIn(page, { newName: name });
  // The form fills the name in from the account once it knows who is signed in: cleared before that, it came back.
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await page.getByLabel('Full Name').fill('');
  await submitButton(page).click();
  for (const message of [
    'Full name is required.',
    'Minecraft username is required.',
    'Email is required.',
    'Choose a timezone.',
    'Choose a primary gym type.',
    'Years of experience is required.',
    'Team building philosophy is required.',
    'Conflict response is required.',
    'Why you want to join is required.',
    'Community experience is required.',
    'Promotion strategy is required.',
    'Please confirm you can commit to the availability you selected.',
  ]) {
    await expect(form(page).getByRole('alert').filter({ hasText: message }), message).toBeVisible();
  }
  await expect(toast(page, 'You must confirm you are 18 years or older.')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await page.reload();
  await fillApplication(page, { skip: ['age'] });
  await page.getByLabel('Age', { exact: true }).fill('17');
  await submitButton(page).click();
  await expect(toast(page, 'You must confirm you are 18 years or older.')).toBeVisible();
  await expect(form(page).getByRole('alert').filter({ hasText: 'Age must be at least 18.' })).toBeVisible();

  await page.getByLabel('Age', { exact: true }).fill('');
  await checkbox.age(page).check();
  await page.getByRole('checkbox', { name: 'Thursday Evening' }).uncheck();
  await submitButton(page).click();
  await expect(toast(page, 'Please select at least 2 availability slots.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Friday Morning' }).check();
  await checkbox.rules(page).uncheck();
  await submitButton(page).click();
  await expect(toast(page, 'You must agree to all terms and conditions.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
