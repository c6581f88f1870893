import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { NEWS_IMAGE_MESSAGES } from '../../../domain/news/images.ts';
import type { Database } from '../../db/client.ts';
import { newsImages, newsPosts } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStorage, StoredObject } from '../../storage/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedImage {
  contentType: string;
  object: StoredObject;
  /** Shown by a published announcement, so everybody may see it (and keep it: an id never names other bytes). */
  isPublic: boolean;
}

/**
 * An announcement's image. Public once a published announcement shows it (decision 027); until then only staff see
 * it (the preview in their form), and anybody else is told it does not exist, as for an unknown id. The session is
 * read only for such an image, so the public read stays a plain lookup.
 */
export async function openNewsImage(
  deps: { db: Database; storage: FileStorage },
  id: string,
  viewer: () => Promise<SessionUser | null>,
): Promise<OpenedImage> {
  const notFound = AppError.notFound(NEWS_IMAGE_MESSAGES.notFound);
  if (!UUID.test(id)) throw notFound;
  const shown = deps.db
    .select({ one: sql`1` })
    .from(newsPosts)
    .where(and(eq(newsPosts.imageId, newsImages.id), isNotNull(newsPosts.publishedAt)));
  const [row] = await deps.db
    .select({
      key: newsImages.storageKey,
      contentType: newsImages.contentType,
      isPublic: sql<boolean>`${exists(shown)}`,
    })
    .from(newsImages)
    .where(eq(newsImages.id, id));
  if (!row) throw notFound;
  if (!row.isPublic && ((await viewer())?.role ?? 'player') === 'player') throw notFound;
  const object = await deps.storage.get(row.key);
  if (!object) throw notFound;
  return { contentType: row.contentType, object, isPublic: row.isPublic };
}
