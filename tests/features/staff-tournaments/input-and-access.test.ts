import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { addPlayers, audits, bracket, post, resetCup, STAFF, type Err } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Input Marshal');
  player = await signInAs(server, 'player', 'Curious Player');
});
afterAll(() => server.close());
beforeEach(() => resetCup(server.deps.db));

const db = () => server.deps.db;
const ACTIONS = [
  '/registration',
  '/check-in/close',
  '/bracket',
  '/matches/result',
  '/matches/forfeit',
  '/matches/start',
  '/redemption-draw',
];

describe('staff tournament endpoints', () => {
  it('answer 401 signed out and 403 to a player, writing nothing', async () => {
    await addPlayers(db(), 4);
    for (const path of ACTIONS) {
      expect((await server.request(`${STAFF}${path}`, { method: 'POST', json: {} })).status, path).toBe(401);
      const res = await post(server, player.cookie, path, { open: true, round: 1, match: 1, gamesP1: 2, gamesP2: 0 });
      expect(res.status, path).toBe(403);
    }
    for (const path of ['', '/redemption-draw'])
      expect((await server.request(`${STAFF}${path}`, { cookie: player.cookie })).status).toBe(403);
    expect(await bracket(db())).toEqual([]);
  });

  it('name each bad field with a clear message', async () => {
    const cases: [string, unknown, string, string][] = [
      ['/registration', { open: 'yes' }, 'open', 'Say whether registration is open (true or false).'],
      [
        '/matches/result',
        { round: 1, match: 1, gamesP1: 1, gamesP2: 1 },
        'gamesP1',
        'A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.',
      ],
      [
        '/matches/result',
        { round: 1, match: 1, gamesP1: '2', gamesP2: 0 },
        'gamesP1',
        'Games won by side 1 must be a whole number.',
      ],
      ['/matches/result', { round: 3, match: 7, gamesP1: 2, gamesP2: 0 }, 'match', 'The match is 1 to 6.'],
      ['/matches/result', { round: 3, match: 2, gamesP1: 2, gamesP2: 0 }, 'match', 'There is no match 2 in round 3.'],
      [
        '/matches/result',
        { round: 1e308, match: 1, gamesP1: 2, gamesP2: 0 },
        'round',
        'The round must be a whole number.',
      ],
      [
        '/matches/forfeit',
        { round: 1, match: 1, outcome: 'x\u0000', winnerSide: 1 },
        'outcome',
        'The outcome is forfeit or no_show.',
      ],
      [
        '/matches/forfeit',
        { round: 1, match: 1, outcome: 'forfeit', winnerSide: 0 },
        'winnerSide',
        'The winning side is 1 or 2.',
      ],
      ['/matches/start', [], '_', ''],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await post(server, staff.cookie, path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      if (message) expect(res.body.error.fields?.[field], `${path} ${field}`).toBe(message);
    }
    const unknown = await server.request('/api/staff/tournaments/nope/bracket', {
      method: 'POST',
      cookie: staff.cookie,
      json: {},
    });
    expect(((await unknown.json()) as Err).error.fields).toEqual({
      key: 'No tournament has this key.',
    });
    const malformed = await server.request(`${STAFF}/matches/result`, {
      method: 'POST',
      cookie: staff.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"round":',
    });
    expect(malformed.status).toBe(400);
  });

  it('refuse bracket actions before the bracket exists, with the rule as the message', async () => {
    for (const path of ['/matches/result', '/redemption-draw']) {
      const res = await post(server, staff.cookie, path, { round: 1, match: 1, gamesP1: 2, gamesP2: 0 });
      expect([res.status, res.body.error.message]).toEqual([409, 'The bracket has not been generated yet.']);
    }
    const replay = await server.request(`${STAFF}/redemption-draw`, { cookie: staff.cookie });
    expect(replay.status).toBe(404);
  });

  it('read the tournament for staff with check-in and the matches', async () => {
    const [a] = await addPlayers(db(), 3);
    await addPlayers(db(), 1, { checkedIn: false, firstSlot: 4 });
    type Read = { registrations: { id: string; checkedIn: boolean }[]; matches: unknown[] };
    const read = async () => {
      const res = await server.request(STAFF, { cookie: staff.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Read;
    };
    const before = await read();
    expect(before.registrations.map((r) => r.checkedIn)).toEqual([true, true, true, false]);
    expect(before.registrations[0]!.id).toBe(a!.id);
    expect(before.matches).toEqual([]);
    // Drawing closes check-in: the player who did not check in is dropped.
    await post(server, staff.cookie, '/bracket');
    const after = await read();
    expect(after.registrations.map((r) => r.checkedIn)).toEqual([true, true, true]);
    expect(after.matches).toHaveLength(13);
  });
});

describe('the Redemption Road draw', () => {
  it('draws two group-stage losers, stores the seed, and replays the same draw from it', async () => {
    await addPlayers(db(), 12);
    await post(server, staff.cookie, '/bracket');
    const early = await post(server, staff.cookie, '/redemption-draw');
    expect([early.status, early.body.error.message]).toEqual([
      409,
      'Redemption Road is drawn once every group match is completed.',
    ]);
    for (const [round, count] of [
      [1, 6],
      [2, 3],
    ] as const)
      for (let m = 1; m <= count; m++)
        await post(server, staff.cookie, '/matches/result', { round, match: m, gamesP1: 2, gamesP2: 1 });
    const drawn = await post<{ seed: string; losers: string[]; drawn: string[] }>(
      server,
      staff.cookie,
      '/redemption-draw',
    );
    expect(drawn.status).toBe(200);
    expect(drawn.body.losers).toHaveLength(9);
    expect(drawn.body.seed).toMatch(/^[0-9a-f]{32}$/);
    const replay = await (await server.request(`${STAFF}/redemption-draw`, { cookie: staff.cookie })).json();
    expect(replay).toEqual({
      seed: drawn.body.seed,
      losers: drawn.body.losers,
      stored: drawn.body.drawn,
      replayed: drawn.body.drawn,
      matches: true,
    });
    const [audit] = await audits(db(), 'tournament.redemption_draw');
    expect(audit).toMatchObject({ actorId: staff.id, after: { seed: drawn.body.seed, drawn: drawn.body.drawn } });
    expect((await post(server, staff.cookie, '/redemption-draw')).status).toBe(409);
    // Correcting a group result un-draws Redemption Road and forgets its seed, so it is drawn again.
    expect(
      (await post(server, staff.cookie, '/matches/result', { round: 2, match: 1, gamesP1: 0, gamesP2: 2 })).status,
    ).toBe(200);
    const after = await (await server.request(STAFF, { cookie: staff.cookie })).json();
    expect(after).toMatchObject({ redemptionSeed: null });
  });
});
