import type { Page } from '@playwright/test';

export const APPLY_PATH = '/gym-leader-application';

export const form = (page: Page) => page.getByRole('form', { name: 'Gym Leader application' });
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export const submitButton = (page: Page) =>
  form(page).getByRole('button', {
    name: /^(Submit Application|Uploading Files\.\.\.|Submitting Application\.\.\.|Submitting\.\.\.)$/,
  });

export const checkbox = {
  age: (page: Page) => page.getByRole('checkbox', { name: /I confirm that I am 18 years of age or older/ }),
  commitment: (page: Page) => page.getByRole('checkbox', { name: /commit to at least 15 hours/ }),
  revenue: (page: Page) => page.getByRole('checkbox', { name: /revenue share model/ }),
  rules: (page: Page) => page.getByRole('checkbox', { name: /server rules/ }),
};

/** Fills every required field with valid values, except the submit-time checks named in `skip`. */
export async function fillApplication(
  page: Page,
  opts: { skip?: ('age' | 'slots' | 'terms')[]; marker?: string } = {},
) {
  const skip = new Set(opts.skip ?? []);
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Minecraft Username').fill('Ada_L');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('Timezone').selectOption('Europe/London');
  if (!skip.has('age')) await checkbox.age(page).check();
  if (!skip.has('slots')) {
    await page.getByRole('checkbox', { name: 'Monday Morning' }).check();
    await page.getByRole('checkbox', { name: 'Thursday Evening' }).check();
  }
  await checkbox.commitment(page).check();
  await page.getByLabel('Primary Gym Type').selectOption('fire');
  await page.getByLabel('Years of Competitive Experience').fill('3');
  await page.getByLabel('Team Building Philosophy').fill('Balance offense with a solid defensive core.');
  await page
    .getByLabel('How would you handle a conflict with a challenger?')
    .fill('Listen, check the rules, decide fairly.');
  await page
    .getByLabel('Why do you want to be a Gym Leader here?')
    .fill(opts.marker ?? 'I love teaching new trainers.');
  await page.getByLabel(/experience creating a welcoming community/).fill('I ran weekly community cups.');
  await page.getByLabel('How would you promote your gym?').fill('Stream every gym battle.');
  if (!skip.has('terms')) {
    await checkbox.revenue(page).check();
    await checkbox.rules(page).check();
  }
}
