import { AppError } from '../http/errors.ts';
import { AdminCommandError, grantAdmin, listStaff, revokeAdmin } from './admins.ts';
import { openSiteDatabase } from './site-database.ts';

// npm run admin -- grant <discord id or name> | revoke <discord id or name> | list
// Reads the same settings as npm start (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR).

const USAGE = `Usage:
  npm run admin -- grant <discord id or name>    make an account admin (it must have signed in once)
  npm run admin -- revoke <discord id or name>   make an admin a player again (the last admin stays)
  npm run admin -- list                          list admins and staff`;

const [command, ...rest] = process.argv.slice(2);
const who = rest.join(' ').trim();
if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !who)) {
  console.error(USAGE);
  process.exit(2);
}

const site = await openSiteDatabase();
let exitCode = 0;
try {
  if (command === 'grant') {
    const a = await grantAdmin(site.db, who);
    console.log(`${a.name} (Discord id ${a.discordId}) is now an admin; the audit log records it as "command-line".`);
  } else if (command === 'revoke') {
    const a = await revokeAdmin(site.db, who);
    console.log(`${a.name} (Discord id ${a.discordId}) is no longer an admin (now a player).`);
  } else {
    const staff = await listStaff(site.db);
    if (staff.length === 0)
      console.log('No admins or staff yet. Make the first admin with: npm run admin -- grant <name>');
    for (const a of staff) console.log(`${a.role.padEnd(6)} ${a.name} (Discord id ${a.discordId ?? 'none'})`);
  }
} catch (err) {
  // The staff area's own refusals (the last admin) are messages for the person at the keyboard too.
  console.error(err instanceof AdminCommandError || err instanceof AppError ? err.message : err);
  exitCode = 1;
} finally {
  await site.close();
}
process.exit(exitCode);
