import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { httpsStatus, run, start, until } from './processes.ts';
import {
  BROWSER_HOME,
  CA_ROOT,
  CADDY_DATA,
  DIR,
  HTTP_PORT,
  HTTPS_PORT,
  INSTANCE_PORTS,
  REPO,
  SITE,
} from './settings.ts';

// Caddy from Debian's package serving deploy/Caddyfile itself, with its internal CA instead of Let's
// Encrypt (local_certs: what `tls internal` does, for every site) and the rehearsal's ports. The CA's root
// goes into the test browser's NSS database, so Chromium trusts that CA, and only that one, as it would
// trust a public one: no certificate error is ignored.

/** Starts Caddy; `started` receives the process at once, so a failed start is stopped too. */
export async function startCaddy(started: (child: ChildProcess) => void): Promise<void> {
  const file = path.join(DIR, 'Caddyfile');
  writeFileSync(
    file,
    `{
\thttp_port ${HTTP_PORT}
\thttps_port ${HTTPS_PORT}
\tadmin off
\tlocal_certs
\tskip_install_trust
}
import ${path.join(REPO, 'deploy/Caddyfile')}
`,
  );
  const caddy = start('caddy', 'caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    XDG_DATA_HOME: CADDY_DATA,
    XDG_CONFIG_HOME: path.join(DIR, 'caddy-config'),
    COBBLE_SITE: 'localhost',
    COBBLE_UPSTREAMS: INSTANCE_PORTS.map((p) => `127.0.0.1:${p}`).join(' '),
  });
  started(caddy);
  const alive = { child: caddy, log: 'caddy' };
  await until('Caddy’s internal CA', () => existsSync(CA_ROOT), 30_000, alive);
  await until('the site over HTTPS', async () => (await httpsStatus(`${SITE}/`, CA_ROOT)) === 200, 60_000, alive);
}

/** A browser profile home whose NSS database trusts Caddy's root CA (certutil, Debian's libnss3-tools). */
export function trustCaddyInBrowser(): void {
  const db = `sql:${path.join(BROWSER_HOME, '.pki/nssdb')}`;
  mkdirSync(path.join(BROWSER_HOME, '.pki/nssdb'), { recursive: true });
  run('certutil', ['-d', db, '-N', '--empty-password']);
  run('certutil', ['-d', db, '-A', '-t', 'C,,', '-n', 'Caddy rehearsal CA', '-i', CA_ROOT]);
}
