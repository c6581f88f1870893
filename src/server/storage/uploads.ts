import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedFiles, user } from '../db/schema/index.ts';
import type { FileStorage } from './storage.ts';

/**
 * An upload writes its files first and commits their stored_files rows after, so a crash or a lost
 * connection in between leaves files that no row names. Such a file is removed once it is older than
 * this. An upload that has not committed its rows within half of it gives up (`uploadOutlived`), so a
 * file this old without a row will never get one, on this instance or any other.
 */
export const UPLOAD_GRACE_MS = 60 * 60_000;

/** Every application document's key starts here (news images have their own prefix, storage/news-images.ts). */
const UPLOADS = 'applications/';
const BATCH = 500;

type Deps = { db: Database; storage: FileStorage };

/** A new key for a file of `ownerId`: "applications/<owner>/<uuid>.<extension>". */
export function newUploadKey(ownerId: string, extension: string): string {
  return `${UPLOADS}${ownerId}/${randomUUID()}.${extension}`;
}

/** Whether an upload that began writing files at `startedAt` is too late to commit its rows. */
export function uploadOutlived(startedAt: number, now = Date.now()): boolean {
  return now - startedAt > UPLOAD_GRACE_MS / 2;
}

async function namedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes those of a failed upload's own files that no row names (`named`: a stored_files row, unless given). A row
 * that did commit (the commit's answer was lost) keeps its file; if the database cannot be asked, this throws and the
 * sweep removes them later.
 */
export async function removeUnnamed(
  deps: Deps,
  keys: string[],
  named: (keys: string[]) => Promise<Set<string>> = (k) => namedKeys(deps.db, k),
): Promise<void> {
  const kept = await named(keys);
  await Promise.all(keys.filter((k) => !kept.has(k)).map((k) => deps.storage.delete(k)));
}

/** The account a key belongs to: keys are "<prefix><owner>/<file>". */
const ownerOf = (prefix: string, key: string) => key.slice(prefix.length).split('/')[0]!;

async function removeOrphans(
  { db, storage }: Deps,
  prefix: string,
  named: (keys: string[]) => Promise<Set<string>>,
  keys: string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const kept = await named(keys);
  const owners = [...new Set(keys.map((k) => ownerOf(prefix, k)))];
  const known = new Set((await db.select({ id: user.id }).from(user).where(inArray(user.id, owners))).map((u) => u.id));
  const orphans = keys.filter((k) => !kept.has(k) && known.has(ownerOf(prefix, k)));
  for (const key of orphans) await storage.delete(key);
  return orphans.length;
}

/**
 * Removes the files under `prefix` ("<prefix><owner>/<file>") older than the grace period that `named` does not
 * name: complete files and ".part" files left by a crash. Only files of accounts this database knows are touched, so
 * a database pointed at storage that is not its own (a test server on the shared data directory) removes nothing.
 * Safe on several instances at once: a file removed twice is simply gone. Returns how many it removed.
 */
export async function sweepUnnamedFiles(
  deps: Deps,
  prefix: string,
  named: (keys: string[]) => Promise<Set<string>>,
  now = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - UPLOAD_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  for await (const object of deps.storage.list(prefix)) {
    if (object.modifiedAt.getTime() >= cutoff) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      removed += await removeOrphans(deps, prefix, named, batch);
      batch = [];
    }
  }
  return removed + (await removeOrphans(deps, prefix, named, batch));
}

/** Application documents that no stored_files row names, once older than the grace period (see sweepUnnamedFiles). */
export function sweepOrphanUploads(deps: Deps, now = new Date()): Promise<number> {
  return sweepUnnamedFiles(deps, UPLOADS, (keys) => namedKeys(deps.db, keys), now);
}
