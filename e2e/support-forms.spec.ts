import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';

interface FormSpec {
  path: string;
  api: string;
  title: string;
  gate: string;
  submit: string;
  table: string;
  userColumn: string;
  /** Visible messages when submitted empty. */
  required: string[];
  fill: (page: Page, marker: string) => Promise<void>;
  /** A column holding the marker, to find the stored row. */
  markerColumn: string;
  success: { title: string; description?: string };
  failure: string;
}

const OTHER_FAILURE = 'Please try again later.';

const FORMS: FormSpec[] = [
  {
    path: '/contact-support',
    api: '/api/support-tickets',
    title: 'Contact Support',
    submit: 'Submit Ticket',
    gate: 'Please sign in with Discord to contact our support team.',
    table: 'support_tickets',
    userColumn: 'user_id',
    markerColumn: 'subject',
    required: ['Email is required.', 'Choose a category.', 'Subject is required.', 'Message is required.'],
    fill: async (page, marker) => {
      await page.getByLabel('Email').fill('trainer@example.test');
      await page.getByLabel('Category').selectOption({ label: 'Billing & Purchases' });
      await page.getByLabel('Subject').fill(marker);
      await page.getByLabel('Message').fill('My rank did not arrive.');
    },
    success: { title: 'Support ticket submitted!', description: "We'll get back to you as soon as possible." },
    failure: 'Please try again or contact us through Discord.',
  },
  {
    path: '/bug-reports',
    api: '/api/bug-reports',
    title: 'Bug Reports',
    submit: 'Submit Bug Report',
    gate: 'Please sign in with Discord to submit a bug report.',
    table: 'bug_reports',
    userColumn: 'user_id',
    markerColumn: 'title',
    required: ['Title is required.', 'Choose a severity.', 'Description is required.'],
    fill: async (page, marker) => {
      await page.getByLabel('Title').fill(marker);
      await page.getByLabel('Severity').selectOption('high');
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Boats sink at spawn.');
      await page.getByLabel('Minecraft Version').fill('1.21.1');
    },
    success: { title: 'Bug report submitted!' },
    failure: OTHER_FAILURE,
  },
  {
    path: '/feature-requests',
    api: '/api/feature-requests',
    title: 'Feature Requests',
    submit: 'Submit Feature Request',
    gate: 'Please sign in with Discord to submit a feature request.',
    table: 'feature_requests',
    userColumn: 'user_id',
    markerColumn: 'title',
    required: ['Title is required.', 'Choose a priority.', 'Description is required.'],
    fill: async (page, marker) => {
      await page.getByLabel('Title').fill(marker);
      await page.getByLabel('Priority').selectOption({ label: 'Really Important' });
      await page.getByLabel('Description').fill('A doubles ladder.');
    },
    success: { title: 'Feature request submitted!' },
    failure: OTHER_FAILURE,
  },
  {
    path: '/appeal-bans',
    api: '/api/ban-appeals',
    title: 'Ban Appeal',
    submit: 'Submit Appeal',
    gate: 'Please sign in with Discord to submit a ban appeal.',
    table: 'ban_appeals',
    userColumn: 'user_id',
    markerColumn: 'appeal_reason',
    required: ['Minecraft username is required.', 'Ban reason is required.', 'Appeal reason is required.'],
    fill: async (page, marker) => {
      await page.getByLabel('Minecraft Username').fill('Banned_Bob');
      await page.getByLabel('Ban Reason').fill('Spamming chat');
      await page.getByLabel('Why should your ban be lifted?').fill(marker);
    },
    success: { title: 'Ban appeal submitted!' },
    failure: OTHER_FAILURE,
  },
  {
    path: '/report-players',
    api: '/api/player-reports',
    title: 'Report Player',
    submit: 'Submit Report',
    gate: 'Please sign in with Discord to report a player.',
    table: 'player_reports',
    userColumn: 'reporter_user_id',
    markerColumn: 'description',
    required: ['Reported username is required.', 'Choose a report type.', 'Description is required.'],
    fill: async (page, marker) => {
      await page.getByLabel("Reported Player's Minecraft Username").fill('Griefer_99');
      await page.getByLabel('Report Type').selectOption({ label: 'Griefing' });
      await page.getByLabel('Description').fill(marker);
    },
    success: { title: 'Player report submitted!' },
    failure: OTHER_FAILURE,
  },
];

async function myUserId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

for (const form of FORMS) {
  test.describe(form.title, () => {
    test('signed-out visitors see the gate with its message', async ({ page }) => {
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
      await expect(page.getByText(form.gate)).toBeVisible();
      await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);
    });

    test('validates, submits for the signed-in user, toasts and resets', async ({ page, db }) => {
      await page.goto(form.path);
      await signIn(page, { newName: `${form.title} ${randomUUID().slice(0, 8)}` });
      await page.getByRole('button', { name: form.submit }).click();
      for (const message of form.required)
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();

      const marker = `e2e ${randomUUID()}`;
      await form.fill(page, marker);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.success.title)).toBeVisible();
      if (form.success.description) await expect(page.getByText(form.success.description)).toBeVisible();
      // Reset: every field is empty again.
      for (const value of await page
        .locator('form :is(input:not([type=checkbox]), textarea, select)')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))) {
        expect(value).toBe('');
      }
      const { rows } = await db.execute<{ uid: string }>(
        sql`select ${sql.raw(form.userColumn)} as uid from ${sql.raw(form.table)} where ${sql.raw(form.markerColumn)} = ${marker}`,
      );
      expect(rows).toEqual([{ uid: await myUserId(page) }]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('a server failure shows the failure toast and keeps what was typed', async ({ page }) => {
      await page.goto(form.path);
      await signIn(page, { newName: `${form.title} fail ${randomUUID().slice(0, 8)}` });
      await page.route(`**${form.api}`, (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
      );
      const marker = `kept ${randomUUID()}`;
      await form.fill(page, marker);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText('Submission failed')).toBeVisible();
      await expect(page.getByText(form.failure)).toBeVisible();
      const values = await page
        .locator('form :is(input, textarea)')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(values).toContain(marker);
    });
  });
}

test('feature priorities are shown with their labels', async ({ page }) => {
  await page.goto('/feature-requests');
  await signIn(page, { newName: `Priorities ${randomUUID().slice(0, 8)}` });
  await expect(page.getByRole('combobox', { name: 'Priority' }).locator('option')).toHaveText([
    'Select priority',
    'Nice to Have',
    'Would be Great',
    'Really Important',
  ]);
  expect(
    await page
      .getByRole('combobox', { name: 'Priority' })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['', 'low', 'normal', 'high']);
});

test('report evidence: at least one input, add and remove, blank links dropped', async ({ page, db }) => {
  await page.goto('/report-players');
  await signIn(page, { newName: `Evidence ${randomUUID().slice(0, 8)}` });
  const inputs = page.getByRole('textbox', { name: /^Evidence link \d+$/ });
  await expect(inputs).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Remove evidence link/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Evidence Link' }).click();
  await page.getByRole('button', { name: 'Add Evidence Link' }).click();
  await expect(inputs).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Evidence link 2' }).fill('https://imgur.com/a/proof');
  await page.getByRole('button', { name: 'Remove evidence link 1' }).click();
  await expect(inputs).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Evidence link 1' })).toHaveValue('https://imgur.com/a/proof');
  await page.getByRole('button', { name: 'Remove evidence link 2' }).click();
  await expect(inputs).toHaveCount(1);

  await page.getByRole('button', { name: 'Add Evidence Link' }).click();
  await page.getByRole('textbox', { name: 'Evidence link 2' }).fill('not a link');
  await FORMS[4]!.fill(page, `bad link ${randomUUID()}`);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Each evidence link must be a full http(s) address.' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Evidence link 2' }).fill('');
  const marker = `evidence ${randomUUID()}`;
  await page.getByLabel('Description').fill(marker);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Player report submitted!')).toBeVisible();
  await expect(inputs).toHaveCount(1);
  await expect(inputs.first()).toHaveValue('');
  const { rows } = await db.execute(sql`select evidence_links from player_reports where description = ${marker}`);
  expect(rows).toEqual([{ evidence_links: ['https://imgur.com/a/proof'] }]);
});
