import { afterAll, beforeAll, expect, it } from 'vitest';
import { voteSiteInputSchema } from '../../../src/domain/vote/sites.ts';
import { createDatabase, type Database } from '../../../src/server/db/client.ts';
import { DEMO_VOTE_SITES, seedDemoVoteSites } from '../../../src/server/db/seed/demo-vote-sites.ts';
import { listVoteSites } from '../../../src/server/features/vote/list-vote-sites.ts';
import { createTestDatabaseUrl } from '../../setup/database.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl(), 2);
  await seedDemoVoteSites(db);
});
afterAll(() => db.$client.end());

it('the demo holds the six vote sites (spec: six), in order, each one staff could have entered', async () => {
  const { sites } = await listVoteSites(db);
  expect(sites.map((s) => s.name)).toEqual([
    'Minecraft Server List',
    'MinecraftServers.org',
    'Minecraft-MP',
    'TopG',
    'Planet Minecraft',
    'Minecraft Server Net',
  ]);
  expect(new Set(sites.map((s) => s.url)).size).toBe(6);
  for (const site of DEMO_VOTE_SITES) expect(voteSiteInputSchema.safeParse(site).success).toBe(true);
});
