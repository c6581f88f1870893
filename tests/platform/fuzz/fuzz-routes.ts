import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeMatch, makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { gymLeaders } from '../../../src/server/db/schema/index.ts';
import { createGameApiKey } from '../../../src/server/game-keys/keys.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs } from '../../staff/helpers.ts';
import { fuzzRequest, mutatingOperations, type FuzzRequest, type KnownIds, type Operation } from './operations.ts';
import { sendRequest, type Outcome } from './send.ts';
import { changedCounts, rowCounter, type RowCounts } from './row-counts.ts';

// Every mutating route of the OpenAPI document, as a caller allowed past its guard, with bodies and
// path parameters broken one way or another. A broken request must be refused (4xx) within 10 s, and a
// refused request must write nothing. Seeded: FUZZ_SEED repeats a run, FUZZ_RUNS (per route) lengthens it.
// The routes are fuzzed in two files (staff routes, and the rest), each on its own server, so that the two
// halves run side by side. The state lives inside `describeFuzz`: a worker imports this module once for both.

const SEED = Number(process.env.FUZZ_SEED ?? 34);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80); // requests per route, over two rounds
const TIMEOUT_MS = 10_000;
/** Routes for staff and admins: fuzzed as an admin, in a file of their own. */
export const isStaffRoute = (path: string) => /^\/api\/(staff|admin)\//.test(path);
const LEADER_TOOLS = /^\/api\/(dashboard\/|gym-leaders\/\{id\}\/(status|team)$)/;

const describeRequest = (op: Operation, req: FuzzRequest) => {
  const body = typeof req.body === 'string' ? req.body.slice(0, 300) : req.body ? '<multipart>' : '';
  return `${op.method} ${req.path.slice(0, 200)} [${req.contentType ?? '-'}] ${JSON.stringify(body)}`;
};

/** Fuzzes, on a server of its own, the mutating routes whose path `routes` accepts. */
export function describeFuzz(name: string, routes: (path: string) => boolean) {
  describe(name, () => {
    let server: TestServer;
    const callers = { player: '', leader: '', admin: '', gameKey: '' };
    const known: KnownIds = { uuids: [], strings: [] };

    beforeAll(async () => {
      // High limits: a 429 would hide what the request would have reached.
      server = await startTestServer({
        RATE_LIMIT_IP_PER_MINUTE: '1000000',
        RATE_LIMIT_USER_PER_MINUTE: '1000000',
        GAME_API_RATE_PER_SECOND: '1000000',
      });
      const player = await signInAs(server, 'player', 'Fuzz player');
      const leader = await signInAs(server, 'gym leader', 'Fuzz leader');
      const admin = await signInAs(server, 'admin', 'Fuzz admin');
      const db = server.deps.db;
      const account = await makeMinecraftAccount(db, { userId: player.id, name: 'FuzzPlayer' });
      const rival = await makeMinecraftAccount(db, { name: 'FuzzRival' });
      const match = await makeMatch(db, {
        leaderUuid: account.uuid,
        challengerUuid: rival.uuid,
        winnerUuid: rival.uuid,
      });
      const event = await makeEvent(db);
      const key = await createGameApiKey(db, 'fuzz');
      // A key for the staff routes to find and revoke: the fuzz's own key must stay valid.
      const spareKey = await createGameApiKey(db, 'fuzz spare');
      Object.assign(callers, { player: player.cookie, leader: leader.cookie, admin: admin.cookie, gameKey: key.key });
      const [leaderRecord] = await db.select().from(gymLeaders).where(eq(gymLeaders.userId, leader.id));
      known.uuids.push(event.id, player.id, spareKey.id, account.uuid, leaderRecord!.id);
      known.strings.push(player.id, match.id);
    }, 60_000);
    afterAll(() => server?.close());

    /** The caller that gets past the route's guard: staff routes as an admin, a leader's tools as a gym leader,
     * the game API with its key. */
    function authFor(path: string): Record<string, string> {
      // The game server is no browser: it sends no Origin.
      if (path.startsWith('/api/game/v1/')) return { authorization: `Bearer ${callers.gameKey}` };
      const cookie = isStaffRoute(path) ? callers.admin : LEADER_TOOLS.test(path) ? callers.leader : callers.player;
      return { cookie, origin: server.deps.config.publicUrl };
    }

    function send(op: Operation, req: FuzzRequest): Promise<Outcome> {
      const headers = authFor(op.path);
      if (req.contentType) headers['content-type'] = req.contentType;
      return sendRequest(`${server.url}${req.path}`, { method: op.method, headers, body: req.body }, TIMEOUT_MS);
    }

    /** Keeps the ids a successful answer names, for later path parameters. */
    function learnIds(text: string) {
      for (const [id] of text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
        if (!known.uuids.includes(id) && known.uuids.length < 100) known.uuids.push(id);
    }

    it('sees the rows a request writes', async () => {
      const countRows = await rowCounter(server);
      const before = await countRows();
      const report = { title: 'Counted', severity: 'low', description: 'A row the counter must see.' };
      const op: Operation = { method: 'POST', path: '/api/bug-reports', params: [], body: null };
      const answer = await send(op, { path: op.path, body: JSON.stringify(report), contentType: 'application/json' });
      expect(typeof answer === 'object' && answer.status).toBe(201);
      expect(changedCounts(before, await countRows())).toContain(
        `bug_reports: ${before.bug_reports} → ${before.bug_reports! + 1}`,
      );
    });

    it('refuses broken requests to every mutating route with a 4xx, in time, writing nothing', async () => {
      const doc = await (await server.request('/api/openapi.json')).json();
      const operations = mutatingOperations(doc).filter((op) => routes(op.path));
      expect(operations.length).toBeGreaterThan(30);
      const countRows = await rowCounter(server);
      const failures: string[] = [];
      const statusesOf: Record<string, Set<string>> = {};
      let requests = 0;
      let serverErrors = 0;
      let counts: RowCounts = await countRows();
      // Two rounds: in the second, path parameters may name the rows that the first one created.
      for (const round of [0, 1])
        for (const [i, op] of operations.entries()) {
          const seed = SEED + round * 1000 + i;
          const cases = fc.sample(fuzzRequest(op, doc.components.schemas, known), {
            seed,
            numRuns: Math.ceil(RUNS / 2),
          });
          for (const req of cases) {
            const answer = await send(op, req);
            requests++;
            const after = await countRows();
            const status = typeof answer === 'string' ? answer : answer.status;
            (statusesOf[`${op.method} ${op.path}`] ??= new Set()).add(String(status));
            if (typeof status === 'string') failures.push(`${status}: ${describeRequest(op, req)}`);
            else if (status >= 500) {
              serverErrors++;
              failures.push(`${status}: ${describeRequest(op, req)}`);
            } else if (status >= 400) {
              const changed = changedCounts(counts, after);
              if (changed.length) failures.push(`${status} but rows changed (${changed}): ${describeRequest(op, req)}`);
            } else if (typeof answer === 'object') learnIds(answer.text);
            counts = after;
          }
        }
      if (process.env.FUZZ_DEBUG)
        for (const [k, v] of Object.entries(statusesOf)) console.log(k, [...v].sort().join(' '));
      console.log(`${name}: ${requests} requests, ${serverErrors} 5xx (seed ${SEED}, ${RUNS} runs per route)`);
      // A route that only ever answered 401 or 403 was fuzzed at its guard, not at its validation.
      const unreached = Object.keys(statusesOf).filter((k) =>
        [...statusesOf[k]!].every((s) => s === '401' || s === '403'),
      );
      expect(unreached).toEqual([]);
      expect(failures, `seed ${SEED}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} repeats this run`).toEqual([]);
    }, 180_000);
  });
}
