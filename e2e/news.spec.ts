import { and, eq } from 'drizzle-orm';
import { auditLog, newsPosts } from '../src/server/db/schema';
import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';
import { signInWithRole } from './support/roles';

// A staff journey across two pages and two accounts; a loaded machine needs the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test('staff publish an announcement: it reaches the open home page live and the news page, its HTML only text', async ({
  page,
  browser,
  db,
}) => {
  const title = `E2E news ${uniq()}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    // A visitor's home page, open from the start and never reloaded.
    await visitor.goto('/');
    const latest = visitor.getByTestId('latest-news');
    await expect(latest.getByRole('status')).toHaveCount(0);
    const { height } = (await latest.boundingBox())!;

    await signInWithRole(page, db, `News Staff ${uniq()}`, 'staff');
    await page.goto('/staff/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.getByRole('button', { name: 'Write announcement' }).click();
    const form = page.getByRole('dialog', { name: 'Write announcement' });
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(form.getByText('The title is required.')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Text').fill('Season 2 starts **soon**.\n\n<script>window.hacked = true</script>');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByTestId('staff-news-item').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A draft shows nowhere; published, it reaches the open home page without a reload.
    await expect(latest).not.toContainText(title);
    await row.getByRole('button', { name: `Publish: ${title}` }).click();
    await expect(row).toContainText('Published');
    await expect(latest.getByRole('link', { name: title })).toBeVisible();
    await expect(latest).toContainText('Season 2 starts soon.');
    // The section keeps its size whatever it holds.
    expect((await latest.boundingBox())!.height).toBe(height);

    await latest.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(/\/news#/);
    const article = visitor.getByTestId('news-article').filter({ hasText: title });
    await expect(article.locator('strong')).toHaveText('soon');
    await expect(article).toContainText('<script>window.hacked = true</script>');
    expect(await article.locator('script').count()).toBe(0);
    expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    const [stored] = await db.select().from(newsPosts).where(eq(newsPosts.title, title));
    expect(stored!.publishedAt).not.toBeNull();
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, stored!.id), eq(auditLog.action, 'news.publish')));
    expect(audited).toHaveLength(1);

    // Unpublished, it leaves the news page.
    await row.getByRole('button', { name: `Unpublish: ${title}` }).click();
    await expect(article).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
