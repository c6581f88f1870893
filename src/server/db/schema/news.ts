import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { NEWS_IMAGE_TYPES } from '../../../domain/news/images.ts';
import { createdAt, oneOf, outboxColumns, outboxDue, tz } from './util.ts';

/**
 * Images staff upload for announcements (src/server/features/staff-news/upload-image.ts): the bytes are in the file
 * storage under `news/<uploader>/<id>.<ext>`, checked by their content. Public while a published announcement shows
 * one (GET /api/news/images/:id); one that no announcement names is swept with its file once the upload grace period
 * has passed (src/server/storage/news-images.ts). A row never changes.
 */
export const newsImages = pgTable(
  'news_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_images_created_idx').on(t.createdAt),
    check('news_images_content_type_check', oneOf(t.contentType, Object.keys(NEWS_IMAGE_TYPES))),
    check(
      'news_images_size_check',
      sql`${t.width} between 1 and 4096 and ${t.height} between 1 and 4096 and ${t.sizeBytes} > 0`,
    ),
  ],
);

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
    /** The optional image, with its alternative text (required with it). */
    imageId: uuid('image_id').references(() => newsImages.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt'),
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
    index('news_posts_image_idx')
      .on(t.imageId)
      .where(sql`image_id is not null`),
    check(
      'news_posts_image_alt_check',
      sql`(${t.imageId} is null or ${t.imageAlt} is not null) and char_length(${t.imageAlt}) between 1 and 300`,
    ),
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
    ...outboxColumns(),
  },
  (t) => [outboxDue('news_discord_posts_due_idx', t)],
);
