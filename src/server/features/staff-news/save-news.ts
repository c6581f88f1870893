import { eq, sql } from 'drizzle-orm';
import { NEWS_IMAGE_MESSAGES } from '../../../domain/news/images.ts';
import { NEWS_MESSAGES, type NewsValues } from '../../../domain/news/news.ts';
import type { Database, Tx } from '../../db/client.ts';
import { newsDiscordPosts, newsImages, newsPosts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { imageOf, staffNewsView, type ImageRow } from './news-view.ts';

type Actor = { id: string };
const TABLE = 'news_posts';

async function lockedPost(tx: Tx, id: string) {
  const [row] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
  if (!row) throw AppError.notFound(NEWS_MESSAGES.notFound);
  return row;
}

const lockedView = async (tx: Tx, id: string) => {
  const row = await lockedPost(tx, id);
  return staffNewsView(row, await imageOf(tx, row.imageId));
};

/**
 * The stored values of the input, with the image it names. The image is locked against the sweep of unused images
 * (storage/news-images.ts) until the announcement naming it commits; one the sweep took already is unknown.
 */
async function storedValues(
  tx: Tx,
  input: NewsValues,
): Promise<{ values: typeof newsPosts.$inferInsert; image: ImageRow | null }> {
  const { imageId, imageAlt, ...text } = input;
  if (!imageId) return { values: { ...text, imageId: null, imageAlt: null }, image: null };
  const [image] = await tx.select().from(newsImages).where(eq(newsImages.id, imageId)).for('key share');
  if (!image) throw AppError.invalid(NEWS_IMAGE_MESSAGES.unknown, { imageId: NEWS_IMAGE_MESSAGES.unknown });
  return { values: { ...text, imageId, imageAlt }, image };
}

/** A new announcement, a draft until published. */
export const createNews = (db: Database, actor: Actor, input: NewsValues) =>
  db.transaction(async (tx) => {
    const { values, image } = await storedValues(tx, input);
    const [row] = await tx
      .insert(newsPosts)
      .values({ ...values, authorId: actor.id })
      .returning();
    const after = staffNewsView(row!, image);
    await recordAudit(tx, { actor, action: 'news.create', target: { table: TABLE, id: after.id }, after });
    return after;
  });

export const updateNews = (db: Database, actor: Actor, id: string, input: NewsValues) =>
  db.transaction(async (tx) => {
    const before = await lockedView(tx, id);
    const { values, image } = await storedValues(tx, input);
    const [row] = await tx
      .update(newsPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(newsPosts.id, id))
      .returning();
    const after = staffNewsView(row!, image);
    await recordAudit(tx, { actor, action: 'news.update', target: { table: TABLE, id }, before, after });
    return after;
  });

/** Publishing stamps the time the page shows (kept when already published); unpublishing takes it off the pages. */
export const setNewsPublished = (db: Database, actor: Actor, id: string, published: boolean) =>
  db.transaction(async (tx) => {
    const row = await lockedPost(tx, id);
    const [updated] = await tx
      .update(newsPosts)
      .set({ publishedAt: published ? (row.publishedAt ?? sql`now()`) : null })
      .where(eq(newsPosts.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: published ? 'news.publish' : 'news.unpublish',
      target: { table: TABLE, id },
      before: { publishedAt: row.publishedAt?.toISOString() ?? null },
      after: { publishedAt: updated!.publishedAt?.toISOString() ?? null },
    });
    return staffNewsView(updated!, await imageOf(tx, updated!.imageId));
  });

export const deleteNews = (db: Database, actor: Actor, id: string) =>
  db.transaction(async (tx) => {
    const before = await lockedView(tx, id);
    await tx.delete(newsPosts).where(eq(newsPosts.id, id));
    await recordAudit(tx, { actor, action: 'news.delete', target: { table: TABLE, id }, before });
  });

/**
 * Queues a published announcement for the staff Discord channel. One outbox row per announcement, so it is posted
 * once however often staff ask; the job sends it, retrying until Discord takes it.
 */
export const queueNewsForDiscord = (db: Database, actor: Actor, id: string) =>
  db.transaction(async (tx) => {
    const row = await lockedPost(tx, id);
    if (!row.publishedAt) throw AppError.conflict(NEWS_MESSAGES.notPublished);
    const queued = await tx.insert(newsDiscordPosts).values({ newsId: id }).onConflictDoNothing().returning();
    if (queued.length === 0) throw AppError.conflict(NEWS_MESSAGES.alreadyPosted);
    await recordAudit(tx, { actor, action: 'news.discord', target: { table: TABLE, id } });
    return staffNewsView(row, await imageOf(tx, row.imageId), queued[0]!);
  });
