import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabaseName } from '../../src/server/db/client.ts';

/** A fresh, migrated database for one test file, cloned from the template. Returns its URL. */
export async function createTestDatabaseUrl(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE template_app`);
        break;
      } catch (err) {
        // Two files cloning at the same moment can collide on the template; try again.
        if (attempt > 10) throw err;
        await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
    }
  } finally {
    await admin.end();
  }
  return withDatabaseName(adminUrl, name);
}
