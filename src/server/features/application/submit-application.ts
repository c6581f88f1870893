import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type ApplicationInput } from '../../../domain/forms/application.ts';
import { normalizeDays } from '../../../domain/forms/availability.ts';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { gymLeaderApplications, storedFiles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { CheckedFile } from './check-files.ts';

const OPEN = ['submitted', 'under_review'];

async function storeAll(storage: FileStorage, userId: string, files: readonly CheckedFile[], keys: string[]) {
  for (const f of files) {
    const key = `applications/${userId}/${randomUUID()}.${f.extension}`;
    await storage.put(key, f.bytes, f.contentType);
    keys.push(key);
  }
}

/**
 * Stores the checked files, then the file rows and the application in one transaction. If any
 * step fails, the files already written are removed again: a refused application leaves nothing.
 */
export async function submitApplication(
  deps: { db: Database; storage: FileStorage; log: Logger },
  user: SessionUser,
  input: ApplicationInput,
  files: readonly CheckedFile[],
) {
  const { db, storage } = deps;
  const [open] = await db
    .select({ id: gymLeaderApplications.id })
    .from(gymLeaderApplications)
    .where(and(eq(gymLeaderApplications.userId, user.id), inArray(gymLeaderApplications.status, OPEN)))
    .limit(1);
  if (open) throw AppError.conflict(APPLICATION_MESSAGES.duplicate);

  const keys: string[] = [];
  try {
    try {
      await storeAll(storage, user.id, files, keys);
    } catch (err) {
      deps.log.error({ err, storage: storage.description }, 'storing application files failed');
      throw new AppError('unavailable', 'Your files could not be stored right now. Please try again later.');
    }
    return await db.transaction(async (tx) => {
      const rows = files.length
        ? await tx
            .insert(storedFiles)
            .values(
              files.map((f, i) => ({
                ownerId: user.id,
                storageKey: keys[i]!,
                originalName: f.name,
                contentType: f.contentType,
                sizeBytes: f.bytes.byteLength,
              })),
            )
            .returning({ id: storedFiles.id, name: storedFiles.originalName })
        : [];
      const [app] = await tx
        .insert(gymLeaderApplications)
        .values({
          ...input,
          userId: user.id,
          discordUsername: input.discordUsername ?? user.name,
          availableDays: normalizeDays(input.availableDays, input.availableTimes),
          uploads: rows.map((r) => r.id),
        })
        .returning({ id: gymLeaderApplications.id });
      return { id: app!.id, uploads: rows };
    });
  } catch (err) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    // Two submissions at once: the one-open-application index refuses the second.
    throw conflictOnUnique(err, APPLICATION_MESSAGES.duplicate) ?? err;
  }
}
