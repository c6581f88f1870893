import { desc, eq } from 'drizzle-orm';
import { renderNewsMarkdown } from '../../../domain/news/markdown.ts';
import type { StaffNewsItem, StaffNewsList } from '../../../domain/news/news.ts';
import type { Tx } from '../../db/client.ts';
import { newsDiscordPosts, newsPosts } from '../../db/schema/index.ts';

type Row = typeof newsPosts.$inferSelect;
type DiscordRow = typeof newsDiscordPosts.$inferSelect;

/** An announcement as the staff screen and the audit log see it. */
export const staffNewsView = (r: Row, d: DiscordRow | null = null): StaffNewsItem => ({
  id: r.id,
  title: r.title,
  body: r.body,
  html: renderNewsMarkdown(r.body),
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  discord: d && { sentAt: d.sentAt?.toISOString() ?? null, attempts: d.attempts, lastError: d.lastError },
});

/** Every announcement, drafts included, newest written first, with where its Discord post stands. */
export async function listStaffNews(db: Tx): Promise<StaffNewsList> {
  const rows = await db
    .select()
    .from(newsPosts)
    .leftJoin(newsDiscordPosts, eq(newsDiscordPosts.newsId, newsPosts.id))
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id));
  return { posts: rows.map((r) => staffNewsView(r.news_posts, r.news_discord_posts)) };
}
