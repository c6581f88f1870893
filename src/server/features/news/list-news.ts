import { desc, eq, isNotNull } from 'drizzle-orm';
import { newsImagePath } from '../../../domain/news/images.ts';
import { newsExcerpt, renderNewsMarkdown } from '../../../domain/news/markdown.ts';
import { NEWS_PAGE_SIZE } from '../../../domain/news/limits.ts';
import type { NewsList } from '../../../domain/news/news.ts';
import { dependsOn } from '../../cache/hot-cache.ts';
import type { Tx } from '../../db/client.ts';
import { newsImages, newsPosts } from '../../db/schema/index.ts';

// news_images is not a dependency: an image row never changes, and one is only deleted once no announcement names
// it, so every change the list shows is a change to news_posts (whose image_id the foreign key would set null).
export const NEWS_TABLES = dependsOn('news_posts');

/** The newest published announcements, newest first, their text rendered to safe HTML once per change. */
export async function listNews(db: Tx): Promise<NewsList> {
  const rows = await db
    .select({ post: newsPosts, image: { id: newsImages.id, width: newsImages.width, height: newsImages.height } })
    .from(newsPosts)
    .leftJoin(newsImages, eq(newsImages.id, newsPosts.imageId))
    .where(isNotNull(newsPosts.publishedAt))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(NEWS_PAGE_SIZE);
  return {
    posts: rows.map(({ post, image }) => ({
      id: post.id,
      title: post.title,
      html: renderNewsMarkdown(post.body),
      excerpt: newsExcerpt(post.body),
      image:
        image && post.imageAlt
          ? { url: newsImagePath(image.id), width: image.width, height: image.height, alt: post.imageAlt }
          : null,
      publishedAt: post.publishedAt!.toISOString(),
    })),
  };
}
