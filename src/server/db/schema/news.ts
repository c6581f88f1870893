import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, tz } from './util.ts';

/** Staff announcements (src/server/features/staff-news); public once `published_at` is set (features/news). */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The staff's text in the small Markdown subset of src/domain/news/markdown.ts, rendered escaped. */
    body: text('body').notNull(),
    publishedAt: tz('published_at'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`published_at is not null`),
    index('news_posts_created_idx').on(t.createdAt.desc(), t.id),
    check('news_posts_title_check', sql`char_length(${t.title}) between 1 and 120`),
    check('news_posts_body_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * The outbox of announcements posted to the staff Discord channel: one row per announcement at most (so it is
 * posted once), sent by a background job that retries with backoff (src/server/notifications/news-posts.ts).
 */
export const newsDiscordPosts = pgTable(
  'news_discord_posts',
  {
    newsId: uuid('news_id')
      .primaryKey()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_discord_posts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
