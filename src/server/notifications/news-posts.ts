import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { newsImagePath } from '../../domain/news/images.ts';
import { newsExcerpt } from '../../domain/news/markdown.ts';
import type { Database } from '../db/client.ts';
import { newsDiscordPosts, newsPosts } from '../db/schema/index.ts';
import { afterAttempt, attempt, postToWebhook } from './outbox.ts';

// Posts the announcements staff asked to share (the news_discord_posts outbox) to the staff channel's Discord
// webhook, as staff-notifications.ts does for new requests: a failed post is tried again later with a growing delay,
// and a sent one is never sent again.

const BATCH = 10;
/** Discord's limit for an embed's description. */
const DESCRIPTION_MAX = 4096;

/** Sends what is due; returns how many were sent. Safe on several instances (rows are locked, skipped by others). */
export async function sendNewsPosts(
  deps: { db: Database; webhookUrl: string; publicUrl: string },
  post: typeof fetch = fetch,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ outbox: newsDiscordPosts, news: newsPosts })
      .from(newsDiscordPosts)
      .innerJoin(newsPosts, eq(newsPosts.id, newsDiscordPosts.newsId))
      .where(and(isNull(newsDiscordPosts.sentAt), lte(newsDiscordPosts.nextAttemptAt, new Date())))
      .orderBy(asc(newsDiscordPosts.createdAt))
      .limit(BATCH)
      .for('update', { of: newsDiscordPosts, skipLocked: true });
    let sent = 0;
    for (const { outbox, news } of due) {
      // Discord reads the same small Markdown the site renders, so the text goes as written. It fetches the image
      // from the site, where a published announcement's image is public.
      const image = news.imageId ? { image: { url: `${deps.publicUrl}${newsImagePath(news.imageId)}` } } : {};
      const message = {
        content: 'New announcement',
        embeds: [
          {
            title: news.title,
            url: `${deps.publicUrl}/news#${news.id}`,
            description: news.body.length > DESCRIPTION_MAX ? newsExcerpt(news.body, DESCRIPTION_MAX) : news.body,
            ...image,
          },
        ],
      };
      const error = await attempt(() => postToWebhook(deps.webhookUrl, message, post));
      if (error === null) sent++;
      await tx
        .update(newsDiscordPosts)
        .set(afterAttempt(outbox.attempts, error))
        .where(eq(newsDiscordPosts.newsId, outbox.newsId));
    }
    return sent;
  });
}
