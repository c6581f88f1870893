import { eq } from 'drizzle-orm';
import { newsImages, newsPosts } from '../src/server/db/schema';
import { png } from '../tests/features/news/sample-images';
import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';
import { signInWithRole, uniq } from './support/roles';

// A staff journey across two pages and two accounts; a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('staff add an image with its alternative text; the news page shows it at its size, then without it once removed', async ({
  page,
  browser,
  db,
}) => {
  const title = `E2E pictured ${uniq()}`;
  const alt = `The new arena ${uniq()}`;
  await signInWithRole(page, db, `Image Staff ${uniq()}`, 'staff');
  await page.goto('/staff/news');
  await page.getByRole('button', { name: 'Write announcement' }).click();
  const form = page.getByRole('dialog', { name: 'Write announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('The arena opens **tonight**.');

  // Uploaded at once, it shows as a preview; saving asks for its alternative text.
  await form
    .getByLabel('Image (optional)')
    .setInputFiles({ name: 'arena.png', mimeType: 'image/png', buffer: png(120, 80) });
  const preview = form.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Describe the image for people who cannot see it.')).toBeVisible();
  await form.getByLabel('Alternative text').fill(alt);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('staff-news-item').filter({ hasText: title });
  await row.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(row).toContainText('Published');

  const [stored] = await db
    .select({ imageAlt: newsPosts.imageAlt, width: newsImages.width, height: newsImages.height })
    .from(newsPosts)
    .innerJoin(newsImages, eq(newsImages.id, newsPosts.imageId))
    .where(eq(newsPosts.title, title));
  expect(stored).toEqual({ imageAlt: alt, width: 120, height: 80 });

  // A visitor sees it with its size in the page, so nothing moves when it arrives.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/news');
    const article = visitor.getByTestId('news-article').filter({ hasText: title });
    const image = article.getByRole('img', { name: alt });
    await expect(image).toHaveAttribute('width', '120');
    await expect(image).toHaveAttribute('height', '80');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(80);
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    // Removed, the announcement shows no image, live.
    await row.getByRole('button', { name: `Edit: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    await edit.getByRole('button', { name: 'Remove image' }).click();
    await expect(edit.getByLabel('Image (optional)')).toBeVisible();
    await edit.getByRole('button', { name: 'Save announcement' }).click();
    await expect(edit).toHaveCount(0);
    await expect(article.getByRole('img')).toHaveCount(0);
    await expect(article).toContainText('The arena opens tonight.');
  } finally {
    await visitorContext.close();
  }
});
