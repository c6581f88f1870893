import { expect } from 'vitest';
import type { VoteSites } from '../../../src/domain/vote/sites.ts';
import type { TestServer } from '../../setup/test-server.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The public list once it satisfies `accept`: it is cached until the change feed reports the change. */
export async function publicSitesUntil(server: TestServer, accept: (sites: VoteSites['sites']) => boolean) {
  let last: VoteSites['sites'] = [];
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    const res = await server.request('/api/vote-sites');
    expect(res.status).toBe(200);
    last = ((await res.json()) as VoteSites).sites;
    if (accept(last)) return last;
  }
  return expect.fail(`/api/vote-sites never matched: ${JSON.stringify(last)}`);
}

export const site = (n: number | string, o: Record<string, unknown> = {}) => ({
  name: `List ${n}`,
  url: `https://list-${n}.example.org/server/cobble-league/vote/`,
  rewardNote: '1 vote key per vote',
  ...o,
});
