import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startCaddy, trustCaddyInBrowser } from './stack/caddy.ts';
import { clusterVersion, startCluster, stopCluster } from './stack/postgres.ts';
import { seedPreviousRelease } from './stack/previous-release.ts';
import { answers, run, start, stop, until } from './stack/processes.ts';
import {
  BROWSER_HOME,
  CA_ROOT,
  DATABASE_URL,
  DIR,
  DISCORD_PORT,
  INSTANCE_PORTS,
  instanceUrl,
  SITE_ENV,
  STRIPE_PORT,
} from './stack/settings.ts';
import { snapshotTables } from './stack/snapshot.ts';
import { writeState } from './stack/state.ts';

/** Starts one instance as its systemd unit does (`node --import tsx src/server/main.ts`, PORT from the name). */
export function startInstance(port: number): ChildProcess {
  // application_name tells the instances apart in PostgreSQL's statement log.
  const url = `${DATABASE_URL}?application_name=instance-${port}`;
  return start(`instance-${port}`, process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    ...SITE_ENV,
    PORT: String(port),
    DATABASE_URL: url,
  });
}

// The production rehearsal's machine: PostgreSQL 15 from Debian with the previous release's data, two
// instances of this build (NODE_ENV=production) behind Caddy over HTTPS, and the Discord and Stripe
// stand-ins as processes of their own. Logs stay in REHEARSAL_DIR/logs after the run.
export default async function globalSetup() {
  const began = Date.now();
  rmSync(DIR, { recursive: true, force: true });
  for (const d of ['logs', 'data', BROWSER_HOME]) mkdirSync(path.resolve(DIR, d), { recursive: true });
  const children: ChildProcess[] = [];
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    stopCluster();
  };
  try {
    startCluster();
    const previous = seedPreviousRelease();
    const before = await snapshotTables(DATABASE_URL);

    // `npm start` builds the web app first when it is missing or stale; the units run the build made at install.
    // REHEARSAL_NO_BUILD=1 serves dist/web as it is, when iterating on the journeys in a busy checkout.
    if (!process.env.REHEARSAL_NO_BUILD) run(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts']);
    const instances = INSTANCE_PORTS.map((port) => startInstance(port));
    children.push(...instances);
    for (const [i, port] of INSTANCE_PORTS.entries())
      await until(`instance on ${port}`, () => answers(`${instanceUrl(port)}/api/health`), 120_000, {
        child: instances[i]!,
        log: `instance-${port}`,
      });

    await startCaddy((caddy) => children.push(caddy));
    trustCaddyInBrowser();
    // The journeys' own requests (Node, in the workers started after this) trust that CA too.
    process.env.NODE_EXTRA_CA_CERTS = CA_ROOT;
    const standIns = start('stand-ins', process.execPath, ['--import', 'tsx', 'scripts/stand-ins.ts'], {
      ...SITE_ENV,
      STAND_IN_DISCORD_PORT: String(DISCORD_PORT),
      STAND_IN_STRIPE_PORT: String(STRIPE_PORT),
      // The Stripe stand-in posts its webhooks to the site over HTTPS, signed by Caddy's CA.
      NODE_EXTRA_CA_CERTS: CA_ROOT,
    });
    children.push(standIns);
    await until(
      'the stand-ins',
      async () =>
        (await Promise.all([DISCORD_PORT, STRIPE_PORT].map((p) => answers(`${instanceUrl(p)}/health`)))).every(Boolean),
      30_000,
      { child: standIns, log: 'stand-ins' },
    );
    writeState({
      pids: Object.fromEntries(INSTANCE_PORTS.map((p, i) => [p, instances[i]!.pid!])),
      previous,
      postgres: clusterVersion(),
      before,
    });
    writeFileSync(path.join(DIR, 'logs/setup-seconds.txt'), `${(Date.now() - began) / 1000}\n`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
