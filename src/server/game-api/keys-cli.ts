import { openSiteDatabase } from '../ops/site-database.ts';
import { createGameApiKey, listGameApiKeys, revokeGameApiKey } from '../game-keys/keys.ts';

// npm run game-keys -- create <name> | list | revoke <id or prefix>

const USAGE = `Usage:
  npm run game-keys -- create <name>        create a key for one game server (shown once)
  npm run game-keys -- list                 list keys: id, name, prefix, created, last used, revoked
  npm run game-keys -- revoke <id|prefix>   revoke a key; requests with it then get 401`;

const [command, ...rest] = process.argv.slice(2);
const arg = rest.join(' ').trim();
if (!command || !['create', 'list', 'revoke'].includes(command) || (command !== 'list' && !arg)) {
  console.error(USAGE);
  process.exit(2);
}

const site = await openSiteDatabase();
let exitCode = 0;
try {
  if (command === 'create') {
    const key = await createGameApiKey(site.db, arg);
    console.log(`Created game API key "${key.name}" (id ${key.id}).`);
    console.log('Copy it now; it is not stored and cannot be shown again:\n');
    console.log(`  ${key.key}\n`);
    console.log('The game server sends it as: Authorization: Bearer <key>');
  } else if (command === 'list') {
    const keys = await listGameApiKeys(site.db);
    if (keys.length === 0) console.log('No game API keys yet. Create one with: npm run game-keys -- create <name>');
    const day = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '-');
    console.table(
      keys.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        created: day(k.createdAt),
        'last used': day(k.lastUsedAt),
        revoked: day(k.revokedAt),
      })),
    );
  } else {
    const key = await revokeGameApiKey(site.db, arg);
    if (key) console.log(`Revoked "${key.name}" (${key.prefix}…) at ${key.revokedAt?.toISOString()}.`);
    else {
      console.error(`No key with id or prefix "${arg}".`);
      exitCode = 1;
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await site.close();
}
process.exit(exitCode);
