import { chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.ts';
import { DIR, logFile, PG_PORT } from './settings.ts';

// A PostgreSQL cluster from Debian's packages (postgresql-15), on a spare port in a directory of its own.
// PostgreSQL refuses to run as root; on CI (root) it runs as Debian's `postgres` system user, which the
// package creates. The role and database are made as docs/deploy.md makes them.

const BIN = process.env.REHEARSAL_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATA = path.join(DIR, 'pg/data');
const SOCKETS = path.join(DIR, 'pg');
const isRoot = process.getuid?.() === 0;

/** A command as the cluster's owner: `postgres` when we are root, else ourselves. */
function asOwner(cmd: string, args: string[]) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);
}

export function startCluster(): void {
  mkdirSync(SOCKETS, { recursive: true });
  if (isRoot) {
    const { uid, gid } = userInfoOf('postgres');
    chownSync(SOCKETS, uid, gid);
    // The server log is written by the postgres user too.
    run('install', ['-o', 'postgres', '-m', '0644', '/dev/null', logFile('postgres')]);
  }
  asOwner(`${BIN}/initdb`, ['-D', DATA, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth-local=trust']);
  asOwner(`${BIN}/pg_ctl`, [
    '-D',
    DATA,
    '-l',
    logFile('postgres'),
    '-w',
    '-o',
    // Every statement is logged with its connection's application_name: the check-in journey reads from
    // it that both instances ran their job after the window ended.
    `-p ${PG_PORT} -k ${SOCKETS} -c listen_addresses=127.0.0.1 -c log_statement=all -c log_line_prefix='%m [%a] '`,
    'start',
  ]);
  psql("CREATE ROLE cobble LOGIN PASSWORD 'rehearsal-password'");
  psql('CREATE DATABASE cobble OWNER cobble');
}

export function psql(sql: string, db = 'postgres'): string {
  return asOwner(`${BIN}/psql`, ['-h', SOCKETS, '-p', String(PG_PORT), '-U', 'postgres', '-d', db, '-XAtc', sql]);
}

export function stopCluster(): void {
  try {
    asOwner(`${BIN}/pg_ctl`, ['-D', DATA, '-m', 'fast', '-w', 'stop']);
  } catch {
    /* not running */
  }
}

export function clusterVersion(): string {
  return psql('SHOW server_version').trim();
}

function userInfoOf(name: string) {
  const line = run('getent', ['passwd', name]).trim().split(':');
  return { uid: Number(line[2]), gid: Number(line[3]) };
}
