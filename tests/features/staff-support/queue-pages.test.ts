import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugReports } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';

// A queue's pages: newest first, 50 a page, each row with its submitter's and assignee's names,
// and the search a case-insensitive part of the title (with % and _ taken literally).

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Pager');
  player = await signInAs(server, 'player', 'Reporter');
});
afterAll(() => server.close());

interface Page {
  items: { title: string; status: string; submitterName: string; assigneeName: string | null }[];
  page: number;
  hasMore: boolean;
}
const list = async (query: string) =>
  json<Page>(await server.request(`/api/staff/queues/bugs?${query}`, { cookie: staff.cookie }));

describe('support queue pages', () => {
  it('pages newest first with names, filters by status and searches a part of the title', async () => {
    const start = Date.now() - 3_600_000;
    await server.deps.db.insert(bugReports).values(
      Array.from({ length: 103 }, (_, i) => ({
        userId: player.id,
        title: i === 7 ? 'Crash at 100%_done' : `Bug number ${i}`,
        description: 'Broken',
        severity: 'low',
        status: i % 2 ? 'open' : 'resolved',
        assigneeId: i % 10 === 0 ? staff.id : null,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const first = await list('');
    expect(first.items).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ title: 'Bug number 102', submitterName: 'Reporter', assigneeName: null });
    expect(first.items[2]).toMatchObject({ title: 'Bug number 100', assigneeName: 'Pager' });
    const third = await list('page=3');
    expect(third.items.map((i) => i.title)).toEqual(['Bug number 2', 'Bug number 1', 'Bug number 0']);
    expect(third.hasMore).toBe(false);

    const open2 = await list('status=open&page=2');
    expect(open2.items.map((i) => i.title)).toEqual(['Bug number 1']);
    expect(open2.hasMore).toBe(false);
    expect(open2.items.every((i) => i.status === 'open')).toBe(true);

    const found = await list('q=NUMBER%201');
    expect(found.items.map((i) => i.title)).toEqual([
      'Bug number 102',
      'Bug number 101',
      'Bug number 100',
      ...Array.from({ length: 10 }, (_, i) => `Bug number ${19 - i}`),
      'Bug number 1',
    ]);
    expect((await list('q=100%25_')).items.map((i) => i.title)).toEqual(['Crash at 100%_done']);
    expect((await list('q=100_')).items).toEqual([]);
  });
});
