import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { run } from './stack/processes.ts';
import { DIR, REPO, SITE_ENV } from './stack/settings.ts';

// What cobble-league-backup.service runs each day (deploy/backup-rotate.sh): one backup with
// `npm run backup` while both instances serve, then only the newest BACKUP_KEEP are kept.

test('the daily backup writes a backup and keeps only the newest BACKUP_KEEP', () => {
  const dir = path.join(DIR, 'backups');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const older = ['20250101T033000Z', '20250102T033000Z', '20250103T033000Z'].map((t) => `cobble-league-${t}.tar.gz`);
  for (const f of older) writeFileSync(path.join(dir, f), 'an older backup');

  const out = run(path.join(REPO, 'deploy/backup-rotate.sh'), [], {
    env: { ...SITE_ENV, BACKUP_DIR: dir, BACKUP_KEEP: '2' },
  });
  expect(out).toContain('backup written');
  const left = readdirSync(dir).sort();
  expect(left).toHaveLength(2);
  expect(left[0]).toBe(older[2]);
  expect(left[1]).toMatch(/^cobble-league-\d{8}T\d{6}Z\.tar\.gz$/);
  // A backup npm run restore can read: the archive lists its manifest.
  expect(run('tar', ['-tzf', path.join(dir, left[1]!)])).toContain('manifest.json');
});
