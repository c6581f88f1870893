import { desc, eq } from 'drizzle-orm';
import { newsImagePath } from '../../../domain/news/images.ts';
import { renderNewsMarkdown } from '../../../domain/news/markdown.ts';
import type { StaffNewsItem, StaffNewsList } from '../../../domain/news/news.ts';
import type { Tx } from '../../db/client.ts';
import { newsDiscordPosts, newsImages, newsPosts } from '../../db/schema/index.ts';

type Row = typeof newsPosts.$inferSelect;
type DiscordRow = typeof newsDiscordPosts.$inferSelect;
export type ImageRow = typeof newsImages.$inferSelect;

/** An announcement as the staff screen and the audit log see it. */
export const staffNewsView = (r: Row, image: ImageRow | null, d: DiscordRow | null = null): StaffNewsItem => ({
  id: r.id,
  title: r.title,
  body: r.body,
  html: renderNewsMarkdown(r.body),
  image:
    image && r.imageAlt
      ? { id: image.id, url: newsImagePath(image.id), width: image.width, height: image.height, alt: r.imageAlt }
      : null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  discord: d && { sentAt: d.sentAt?.toISOString() ?? null, attempts: d.attempts, lastError: d.lastError },
});

/** The image an announcement names, if any. */
export async function imageOf(tx: Tx, id: string | null): Promise<ImageRow | null> {
  if (!id) return null;
  const [image] = await tx.select().from(newsImages).where(eq(newsImages.id, id));
  return image ?? null;
}

/** Every announcement, drafts included, newest written first, with where its Discord post stands. */
export async function listStaffNews(db: Tx): Promise<StaffNewsList> {
  const rows = await db
    .select()
    .from(newsPosts)
    .leftJoin(newsDiscordPosts, eq(newsDiscordPosts.newsId, newsPosts.id))
    .leftJoin(newsImages, eq(newsImages.id, newsPosts.imageId))
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id));
  return { posts: rows.map((r) => staffNewsView(r.news_posts, r.news_images, r.news_discord_posts)) };
}
