import type { GameKey } from '../../../domain/staff/operations.ts';
import type { Database } from '../../db/client.ts';
import { createGameApiKey, listGameApiKeys, revokeGameApiKey, type GameApiKeyInfo } from '../../game-keys/keys.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';

// The same key functions as the CLI (npm run game-keys), plus the audit log.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const view = (k: GameApiKeyInfo): GameKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: iso(k.lastUsedAt),
  revokedAt: iso(k.revokedAt),
});

export async function gameKeys(db: Database) {
  return (await listGameApiKeys(db)).map(view);
}

/** The full key is in the answer once; only its hash is stored, so neither the log nor the list has it. */
export async function createGameKey(db: Database, actor: { id: string }, name: string) {
  return db.transaction(async (tx) => {
    const created = await createGameApiKey(tx, name);
    const key = view(created);
    await recordAudit(tx, {
      actor,
      action: 'game_key.create',
      target: { table: 'game_api_keys', id: key.id },
      after: key,
    });
    return { ...key, key: created.key };
  });
}

/** Requests with the key get 401 once the key's trust cache expires (a couple of seconds). */
export async function revokeGameKey(db: Database, actor: { id: string }, id: string) {
  return db.transaction(async (tx) => {
    const before = (await listGameApiKeys(tx)).find((k) => k.id === id);
    if (!before) throw AppError.notFound('No game API key has this id.');
    const revoked = await revokeGameApiKey(tx, id);
    const key = view(revoked!);
    await recordAudit(tx, {
      actor,
      action: 'game_key.revoke',
      target: { table: 'game_api_keys', id },
      before: view(before),
      after: key,
    });
    return key;
  });
}
