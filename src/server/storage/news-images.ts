import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsImages, newsPosts } from '../db/schema/index.ts';
import type { FileStorage } from './storage.ts';
import { removeUnnamed, sweepUnnamedFiles, UPLOAD_GRACE_MS } from './uploads.ts';

// Announcement images (decision 027) live beside the application documents in the same storage, under their own
// prefix. Like those, a file is written before its row commits; unlike those, a row may outlive its use: an image
// uploaded and never saved with an announcement, or replaced, removed or deleted with it. The sweep below removes
// both kinds once the upload grace period has passed.

const PREFIX = 'news/';
const BATCH = 500;

type Deps = { db: Database; storage: FileStorage };

/** The key of a new image of `uploaderId`: "news/<uploader>/<id>.<extension>". */
export const newsImageKey = (uploaderId: string, id: string, extension: string) =>
  `${PREFIX}${uploaderId}/${id}.${extension}`;

/** After a failed upload: removes its file unless its row committed after all (see removeUnnamed). */
export const removeUnnamedNewsImage = (deps: Deps, key: string) =>
  removeUnnamed(deps, [key], (keys) => namedKeys(deps.db, keys));

/**
 * Deletes the rows of images no announcement names, uploaded before `cutoff`, and returns their keys. The candidates
 * are locked first (skipping any another instance or an announcement's save holds), and only then is each checked
 * again for an announcement naming it, in a statement that sees every save committed before the locks: a save that
 * comes later waits on the lock (its foreign key check) and then finds the image gone, which it answers with a 400.
 */
async function deleteUnusedRows(db: Database, cutoff: Date): Promise<string[]> {
  const unused = notExists(
    db
      .select({ one: sql`1` })
      .from(newsPosts)
      .where(eq(newsPosts.imageId, newsImages.id)),
  );
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: newsImages.id })
      .from(newsImages)
      .where(and(lt(newsImages.createdAt, cutoff), unused))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const ids = candidates.map((c) => c.id);
    const gone = await tx
      .delete(newsImages)
      .where(and(inArray(newsImages.id, ids), unused))
      .returning({ key: newsImages.storageKey });
    return gone.map((g) => g.key);
  });
}

/** Which of these keys an image row names. */
async function namedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: newsImages.storageKey })
    .from(newsImages)
    .where(inArray(newsImages.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes, once older than the upload grace period, the images no announcement names (row and file) and the files
 * under news/ that no row names (a crash between the write and the insert, `.part` files included). Safe on several
 * instances: rows are locked and skipped by the others, and a file removed twice is simply gone. A file whose removal
 * fails after its row is gone is found again by the second part. Returns how many files it removed.
 */
export async function sweepNewsImages(deps: Deps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_GRACE_MS);
  let removed = 0;
  for (;;) {
    const keys = await deleteUnusedRows(deps.db, cutoff);
    for (const key of keys) await deps.storage.delete(key);
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  return removed + (await sweepUnnamedFiles(deps, PREFIX, (keys) => namedKeys(deps.db, keys), now));
}
