import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.ts';
import { DATABASE_URL, DIR, PREVIOUS_RELEASE, REPO } from './settings.ts';

// The database an upgrade starts from: the previous release's own code (from git) applies its migrations
// and its demo data to the empty database, as that release's `npm start` did on its first start. The new
// build then starts against it.

const SEED = `
import pino from 'pino';
import { createDatabase } from './src/server/db/client.ts';
import { runMigrations } from './src/server/db/migrate.ts';
import { seedDemoDataIfEmpty } from './src/server/db/seed/demo.ts';

const url = process.env.DATABASE_URL;
await runMigrations(url);
const db = createDatabase(url, 2);
await seedDemoDataIfEmpty(db, pino({ level: 'warn' }));
await db.$client.end();
`;

export function seedPreviousRelease(): { commit: string; migrations: number } {
  const tree = path.join(DIR, 'previous-release');
  mkdirSync(tree, { recursive: true });
  const commit = run('git', ['rev-parse', `${PREVIOUS_RELEASE}^{commit}`]).trim();
  const archive = path.join(DIR, 'previous-release.tar');
  run('git', ['archive', '--format=tar', '-o', archive, commit, 'src', 'content', 'package.json', 'tsconfig.json']);
  run('tar', ['-xf', archive, '-C', tree]);
  symlinkSync(path.join(REPO, 'node_modules'), path.join(tree, 'node_modules'));
  writeFileSync(path.join(tree, 'seed-previous-release.ts'), SEED);
  run(process.execPath, ['--import', 'tsx', 'seed-previous-release.ts'], { cwd: tree, env: { DATABASE_URL } });
  const journal = run('git', ['show', `${commit}:src/server/db/migrations/meta/_journal.json`]);
  return { commit, migrations: (JSON.parse(journal) as { entries: unknown[] }).entries.length };
}
