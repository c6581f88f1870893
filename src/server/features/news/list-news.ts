import { desc, isNotNull } from 'drizzle-orm';
import { newsExcerpt, renderNewsMarkdown } from '../../../domain/news/markdown.ts';
import { NEWS_PAGE_SIZE } from '../../../domain/news/limits.ts';
import type { NewsList } from '../../../domain/news/news.ts';
import { dependsOn } from '../../cache/hot-cache.ts';
import type { Tx } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';

export const NEWS_TABLES = dependsOn('news_posts');

/** The newest published announcements, newest first, their text rendered to safe HTML once per change. */
export async function listNews(db: Tx): Promise<NewsList> {
  const rows = await db
    .select()
    .from(newsPosts)
    .where(isNotNull(newsPosts.publishedAt))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(NEWS_PAGE_SIZE);
  return {
    posts: rows.map((r) => ({
      id: r.id,
      title: r.title,
      html: renderNewsMarkdown(r.body),
      excerpt: newsExcerpt(r.body),
      publishedAt: r.publishedAt!.toISOString(),
    })),
  };
}
