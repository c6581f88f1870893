import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { envSchema } from '../../src/server/config-env.ts';
import { loadConfig } from '../../src/server/config.ts';
import { REPO, SITE_ENV } from './stack/settings.ts';

// deploy/cobble-league.env.example names every setting of src/server/config-env.ts, and filled in (its blanks
// with the rehearsal's values) it is a configuration production accepts.

const TEMPLATE = path.join(REPO, 'deploy/cobble-league.env.example');

test('the environment template names every setting and, filled in, starts production', () => {
  const settings = Object.keys(envSchema.shape);
  expect(settings.length).toBeGreaterThan(30);

  const lines = readFileSync(TEMPLATE, 'utf8').split('\n');
  const named = new Set(lines.map((l) => /^#?([A-Z][A-Z0-9_]+)=/.exec(l)?.[1]).filter(Boolean));
  expect(settings.filter((s) => !named.has(s))).toEqual([]);

  const values = Object.fromEntries(
    lines.map((l) => /^([A-Z][A-Z0-9_]+)=(.*)$/.exec(l)).flatMap((m) => (m ? [[m[1]!, m[2]!]] : [])),
  );
  const blanks = Object.keys(values).filter((k) => values[k] === '');
  const filled = { ...values, ...Object.fromEntries(blanks.map((k) => [k, SITE_ENV[k] ?? ''])) };
  const config = loadConfig({ ...filled, STRIPE_SECRET_KEY: 'sk_live_rehearsal' });
  expect(config).toMatchObject({ isProduction: true, trustProxyHops: 1, dataDir: '/var/lib/cobble-league' });
});
