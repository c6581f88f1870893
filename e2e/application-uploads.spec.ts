import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { APPLY_PATH, fillApplication, submitButton, toast } from './application-helpers';
import { oversizedPng, samplePdf, samplePng, textPretendingToBePng } from '../tests/features/application/sample-files';

const png = (name: string, buffer = samplePng()) => ({ name, mimeType: 'image/png', buffer });
const filesInput = (page: Page) => page.getByLabel('Add files');
const selected = (page: Page) => page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');

async function start(page: Page, who: string) {
  await page.goto(APPLY_PATH);
  await signIn(page, { newName: `${who} ${randomUUID().slice(0, 8)}` });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

async function storedFor(db: import('../src/server/db/client').Database, userId: string) {
  const files = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from stored_files where owner_id = ${userId}`,
  );
  const apps = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from gym_leader_applications where user_id = ${userId}`,
  );
  return { files: files.rows[0]!.n, applications: apps.rows[0]!.n };
}

test('file limits when picking: at most 5 files, 5MB each, only PDF/JPG/PNG/GIF', async ({ page }) => {
  await start(page, 'Picker');
  await filesInput(page).setInputFiles(Array.from({ length: 6 }, (_, i) => png(`shot-${i}.png`)));
  await expect(toast(page, 'Too many files')).toContainText('You can upload a maximum of 5 files.');
  await expect(selected(page)).toHaveCount(0);

  await filesInput(page).setInputFiles([png('big.png', oversizedPng()), png('ok.png')]);
  await expect(toast(page, 'File too large')).toContainText('big.png is larger than 5MB.');
  await expect(selected(page)).toHaveText([/ok\.png/]);

  await filesInput(page).setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(toast(page, 'Unsupported file type')).toContainText('notes.txt is not a PDF, JPG, PNG or GIF file.');
  await expect(selected(page)).toHaveCount(1);

  await filesInput(page).setInputFiles(Array.from({ length: 4 }, (_, i) => png(`more-${i}.png`)));
  await expect(selected(page)).toHaveCount(5);
  await expect(filesInput(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Remove more-0.png' }).click();
  await expect(selected(page)).toHaveCount(4);
  await expect(filesInput(page)).toBeEnabled();
});

test('a .png whose bytes are text is refused by the server, and nothing is stored', async ({ page, db }) => {
  const userId = await start(page, 'Liar');
  await fillApplication(page);
  await filesInput(page).setInputFiles([
    { name: 'resume.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
    png('fake.png', textPretendingToBePng()),
  ]);
  await expect(selected(page)).toHaveCount(2);
  await submitButton(page).click();
  await expect(toast(page, 'Submission failed')).toContainText(
    "Failed to upload fake.png: The file's content is not a PNG image.",
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedFor(db, userId)).toEqual({ files: 0, applications: 0 });
  await expect(submitButton(page)).toHaveText('Submit Application');
});

test('submits with a file: Uploading Files..., Submitting Application..., then the dialog and Return to Home', async ({
  page,
  db,
}) => {
  const userId = await start(page, 'Uploader');
  const marker = `uploaded ${randomUUID()}`;
  await fillApplication(page, { marker });
  await filesInput(page).setInputFiles([png('team.png', Buffer.concat([samplePng(), Buffer.alloc(300 * 1024)]))]);
  // A slow uplink makes the upload phase visible, and added latency the saving phase after it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2500,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Uploading Files...');
  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page)).toHaveText('Submitting Application...', { timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(dialog).toContainText('staff will review your application');
  await expect(dialog).toContainText('contacted via Discord if you are selected');
  const { rows } = await db.execute<{
    user_id: string;
    uploads: string[];
    years_experience: number;
    age_number: number | null;
  }>(
    sql`select user_id, uploads, years_experience, age_number from gym_leader_applications where why_join = ${marker}`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ user_id: userId, years_experience: 3, age_number: null });
  expect(rows[0]!.uploads).toHaveLength(1);
  const file = await page.request.get(`/api/files/${rows[0]!.uploads[0]}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  await dialog.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("without files the button says Submitting...; a second application is refused with the server's message", async ({
  page,
}) => {
  await start(page, 'Twice');
  await fillApplication(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/gym-leader-applications', async (route) => {
    await held;
    await route.continue();
  });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  release();
  const submitted = page.getByRole('dialog', { name: 'Application Submitted!' });
  await expect(submitted).toBeVisible();
  // Escape closes the dialog once it holds the focus, as a person sees it do before pressing a key.
  await expect.poll(() => submitted.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(submitted).toHaveCount(0);
  await page.unroute('**/api/uploads/gym-leader-applications');

  await fillApplication(page);
  await submitButton(page).click();
  await expect(toast(page, 'Submission failed')).toContainText('You already have an application under review.');
});

test('a server failure shows "Submission failed" with its message and keeps the form', async ({ page }) => {
  await start(page, 'Unlucky');
  await page.route('**/api/uploads/gym-leader-applications', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    }),
  );
  await fillApplication(page);
  await submitButton(page).click();
  await expect(toast(page, 'Submission failed')).toContainText('Something went wrong on our side. Please try again.');
  await expect(page.getByLabel('Minecraft Username')).toHaveValue('Ada_L');

  await page.route('**/api/uploads/gym-leader-applications', (route) => route.abort('connectionreset'));
  await submitButton(page).click();
  await expect(toast(page, 'Submission failed').filter({ hasText: 'Could not reach the server' })).toBeVisible();
});
