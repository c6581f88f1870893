import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { addTeams, doublesBracketRows, postDoubles, resetDoubles, setDoublesRegistration } from './doubles-helpers.ts';
import { audits } from './helpers.ts';

// The doubles showdown runs a 16-team single elimination through the same staff actions as the
// Founders' Cup: generated once registration has closed, from the checked-in registered teams by slot.

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Doubles Marshal');
});
afterAll(() => server.close());
beforeEach(() => resetDoubles(server.deps.db));

const db = () => server.deps.db;
const post = (path: string, json?: unknown) => postDoubles(server, staff.cookie, path, json);
const at = async (round: number, match: number) =>
  (await doublesBracketRows(db())).find((m) => m.roundNumber === round && m.matchNumber === match)!;

describe('generating the doubles bracket', () => {
  it('is refused while registration is open, writing nothing', async () => {
    await addTeams(db(), 4);
    await setDoublesRegistration(db(), 'open');
    const res = await post('/bracket');
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'The bracket can be generated once registration has closed.',
    ]);
    expect(await doublesBracketRows(db())).toEqual([]);
  });

  it('seeds the 16 checked-in registered teams by slot, 1 v 16 and 8 v 9, into team columns', async () => {
    const teams = await addTeams(db(), 17);
    await setDoublesRegistration(db(), 'closed');
    const res = await post('/bracket');
    expect([res.status, res.body]).toEqual([200, { matches: 15, seeds: 16 }]);
    const rows = await doublesBracketRows(db());
    expect(rows.map((r) => r.roundNumber)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4]);
    expect([rows[0]!.team1Id, rows[0]!.team2Id]).toEqual([teams[0]!.id, teams[15]!.id]);
    expect([rows[1]!.team1Id, rows[1]!.team2Id]).toEqual([teams[7]!.id, teams[8]!.id]);
    expect(rows.some((r) => [r.team1Id, r.team2Id].includes(teams[16]!.id))).toBe(false);
    expect(rows.every((r) => r.player1Id === null && r.player2Id === null && r.winnerId === null)).toBe(true);
    const [audit] = await audits(db(), 'tournament.generate');
    expect(audit).toMatchObject({ actorId: staff.id, targetId: 'mid-season-doubles' });
    const again = await post('/bracket');
    expect([again.status, again.body.error.message]).toEqual([409, 'The bracket has already been generated.']);
  });

  it('gives byes to the top seeds when fewer than 16 teams registered', async () => {
    const teams = await addTeams(db(), 5);
    await setDoublesRegistration(db(), 'closed');
    expect((await post('/bracket')).status).toBe(200);
    expect(await at(1, 1)).toMatchObject({ isBye: true, matchStatus: 'completed', winnerTeamId: teams[0]!.id });
    expect(await at(2, 2)).toMatchObject({ team1Id: teams[3]!.id, team2Id: teams[4]!.id, isBye: false });
    expect(await at(3, 1)).toMatchObject({ team1Id: teams[0]!.id, team2Id: null, matchStatus: 'pending' });
  });
});

describe('running the doubles bracket', () => {
  it('reports, corrects, forfeits and starts matches; each is audited', async () => {
    const t = await addTeams(db(), 16);
    await setDoublesRegistration(db(), 'closed');
    await post('/bracket');
    const first = await post('/matches/result', { round: 1, match: 1, gamesP1: 2, gamesP2: 1 });
    expect([first.status, first.body]).toEqual([200, { changed: 2, correction: false }]);
    expect(await at(1, 1)).toMatchObject({ winnerTeamId: t[0]!.id, gamesWonP1: 2, gamesWonP2: 1, outcome: 'played' });
    expect((await at(2, 1)).team1Id).toBe(t[0]!.id);

    const fixed = await post('/matches/result', { round: 1, match: 1, gamesP1: 0, gamesP2: 2 });
    expect(fixed.body).toMatchObject({ correction: true });
    expect((await at(2, 1)).team1Id).toBe(t[15]!.id);

    const noShow = await post('/matches/forfeit', { round: 1, match: 2, outcome: 'no_show', winnerSide: 2 });
    expect(noShow.status).toBe(200);
    expect(await at(1, 2)).toMatchObject({ outcome: 'no_show', winnerTeamId: t[8]!.id, gamesWonP2: 2 });
    expect(await at(2, 1)).toMatchObject({ team1Id: t[15]!.id, team2Id: t[8]!.id });

    expect((await post('/matches/start', { round: 2, match: 1 })).status).toBe(200);
    expect((await at(2, 1)).matchStatus).toBe('in_progress');
    const late = await post('/matches/result', { round: 1, match: 1, gamesP1: 2, gamesP2: 0 });
    expect([late.status, late.body.error.message]).toEqual([
      409,
      'This result can no longer be corrected: a later match has started.',
    ]);
    expect((await at(2, 1)).team1Id).toBe(t[15]!.id);
    const early = await post('/matches/result', { round: 3, match: 1, gamesP1: 2, gamesP2: 0 });
    expect([early.status, early.body.error.message]).toEqual([
      409,
      'Both teams must be known before a result is reported.',
    ]);

    const results = await audits(db(), 'tournament.result');
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({ actorId: staff.id, targetId: 'mid-season-doubles' });
    expect(await audits(db(), 'tournament.no_show')).toHaveLength(1);
    expect(await audits(db(), 'tournament.start')).toHaveLength(1);
  });

  it('plays through to a champion in the Final', async () => {
    const t = await addTeams(db(), 16);
    await setDoublesRegistration(db(), 'closed');
    await post('/bracket');
    for (const [round, count] of [
      [1, 8],
      [2, 4],
      [3, 2],
      [4, 1],
    ] as const)
      for (let match = 1; match <= count; match++)
        expect((await post('/matches/result', { round, match, gamesP1: 2, gamesP2: 0 })).status).toBe(200);
    expect(await at(4, 1)).toMatchObject({ matchStatus: 'completed', winnerTeamId: t[0]!.id, team2Id: t[1]!.id });
  });
});
