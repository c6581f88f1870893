import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import {
  DOUBLES,
  addTeams,
  doublesBracketRows,
  postDoubles,
  resetDoubles,
  setDoublesRegistration,
} from './doubles-helpers.ts';

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Doubles Referee');
  player = await signInAs(server, 'player', 'Doubles Onlooker');
});
afterAll(() => server.close());
beforeEach(() => resetDoubles(server.deps.db));

const db = () => server.deps.db;
const PUBLIC = '/api/mid-season-doubles/bracket';

describe('the doubles bracket for staff', () => {
  it('answers 401 signed out and 403 to a player, writing nothing', async () => {
    await addTeams(db(), 4);
    await setDoublesRegistration(db(), 'closed');
    for (const path of ['/bracket', '/matches/result', '/matches/forfeit', '/matches/start']) {
      expect((await server.request(`${DOUBLES}${path}`, { method: 'POST', json: {} })).status, path).toBe(401);
      const res = await postDoubles(server, player.cookie, path, { round: 1, match: 1, gamesP1: 2, gamesP2: 0 });
      expect(res.status, path).toBe(403);
    }
    expect((await server.request(DOUBLES, { cookie: player.cookie })).status).toBe(403);
    expect(await doublesBracketRows(db())).toEqual([]);
  });

  it('checks positions against its own bracket: four rounds, eight matches in the first', async () => {
    await addTeams(db(), 16);
    await setDoublesRegistration(db(), 'closed');
    await postDoubles(server, staff.cookie, '/bracket');
    const cases: [string, unknown, string, string][] = [
      ['/matches/result', { round: 5, match: 1, gamesP1: 2, gamesP2: 0 }, 'round', 'The round is 1 to 4.'],
      ['/matches/result', { round: 1, match: 9, gamesP1: 2, gamesP2: 0 }, 'match', 'The match is 1 to 8.'],
      ['/matches/start', { round: 2, match: 5 }, 'match', 'There is no match 5 in round 2.'],
      [
        '/matches/forfeit',
        { round: 4, match: 2, outcome: 'forfeit', winnerSide: 1 },
        'match',
        'There is no match 2 in round 4.',
      ],
      [
        '/matches/result',
        { round: 1, match: 8, gamesP1: 2, gamesP2: 2 },
        'gamesP1',
        'A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.',
      ],
      ['/matches/start', { round: '1', match: 1 }, 'round', 'The round must be a whole number.'],
      ['/matches/result', { round: 1, match: 1, gamesP1: 2, gamesP2: 3 }, 'gamesP2', 'Games won by side 2 is 0 to 2.'],
      [
        '/matches/forfeit',
        { round: 1, match: 1, outcome: 'played', winnerSide: 1 },
        'outcome',
        'The outcome is forfeit or no_show.',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await postDoubles(server, staff.cookie, path, body);
      expect([res.status, res.body.error.fields?.[field]], `${path} ${JSON.stringify(body)}`).toEqual([400, message]);
    }
    // Match 8 of round 1 exists here (not in the Founders' Cup).
    const ok = await postDoubles(server, staff.cookie, '/matches/result', {
      round: 1,
      match: 8,
      gamesP1: 2,
      gamesP2: 1,
    });
    expect(ok.status).toBe(200);
  });

  it('has no Redemption Road: the draw and its replay are refused with 409', async () => {
    await addTeams(db(), 4);
    await setDoublesRegistration(db(), 'closed');
    await postDoubles(server, staff.cookie, '/bracket');
    const draw = await postDoubles(server, staff.cookie, '/redemption-draw');
    const message = "Redemption Road is part of the Founders' Cup only; this bracket has none.";
    expect([draw.status, draw.body.error.message]).toEqual([409, message]);
    const replay = await server.request(`${DOUBLES}/redemption-draw`, { cookie: staff.cookie });
    expect(replay.status).toBe(409);
  });

  it('reads the teams by slot, with check-in, beside the matches', async () => {
    const teams = await addTeams(db(), 3);
    await setDoublesRegistration(db(), 'closed');
    await postDoubles(server, staff.cookie, '/bracket');
    const res = await server.request(DOUBLES, { cookie: staff.cookie });
    const t = (await res.json()) as {
      format: string;
      registrationClosed: boolean;
      registrations: unknown[];
      matches: { player1Id: string | null }[];
    };
    expect(res.status).toBe(200);
    expect(t).toMatchObject({ format: 'doubles', registrationClosed: true });
    expect(t.registrations).toEqual(
      teams.map((x, i) => ({
        id: x.id,
        minecraftUsername: x.name,
        discordTag: `${x.name.toLowerCase()}#7`,
        slot: i + 1,
        status: 'registered',
        checkedIn: true,
      })),
    );
    expect(t.matches).toHaveLength(15);
    expect(t.matches[0]!.player1Id).toBe(teams[0]!.id);
  });

  it('keeps a match row to either players or teams (a database check)', async () => {
    await addTeams(db(), 2);
    await setDoublesRegistration(db(), 'closed');
    await postDoubles(server, staff.cookie, '/bracket');
    const both = sql`update tournament_bracket_matches set player1_id = (select id from tournament_registrations limit 1),
      team1_id = (select id from mid_season_doubles_registrations limit 1) where tournament_name = 'mid-season-doubles'`;
    await db()
      .execute(sql`insert into tournament_registrations (user_id, tournament_name, minecraft_username, discord_tag, email, timezone,
      pokemon_1, pokemon_2, pokemon_3, pokemon_4, pokemon_5, pokemon_6, checkin_agreement, rules_agreement, streaming_consent, status)
      select id, 'founders-cup-1', 'Mixed_Up', 'mixed', email, 'utc', 'a', 'b', 'c', 'd', 'e', 'f', true, true, true, 'withdrawn' from "user" limit 1`);
    await expect(db().execute(both)).rejects.toThrow();
  });
});

describe('the public doubles bracket', () => {
  it('appears only after registration closes, naming teams by Minecraft name and seed only', async () => {
    const teams = await addTeams(db(), 3);
    await setDoublesRegistration(db(), 'open');
    const early = await server.request(PUBLIC);
    expect([early.status, ((await early.json()) as { error: { message: string } }).error.message]).toEqual([
      404,
      'The bracket appears after registration closes.',
    ]);
    await setDoublesRegistration(db(), 'closed');
    const pending = (await (await server.request(PUBLIC)).json()) as { registrations: object[]; matches: unknown[] };
    expect(pending).toEqual({
      registeredCount: 3,
      playerCap: 16,
      registrations: teams.map((t, i) => ({ id: t.id, minecraftUsername: t.name, registrationSlot: i + 1 })),
      matches: [],
    });
    await postDoubles(server, staff.cookie, '/bracket');
    // Three teams: seed 1 has byes up to the Final, seeds 2 and 3 meet in the semifinal.
    await postDoubles(server, staff.cookie, '/matches/result', { round: 3, match: 2, gamesP1: 2, gamesP2: 1 });
    const res = await server.request(PUBLIC);
    const text = await res.text();
    const body = JSON.parse(text) as {
      matches: { roundNumber: number; matchNumber: number; winnerId: string | null }[];
    };
    expect(body.matches).toHaveLength(15);
    expect(body.matches.find((m) => m.roundNumber === 3 && m.matchNumber === 2)!.winnerId).toBe(teams[1]!.id);
    for (const t of teams) {
      expect(text).not.toContain(t.userId);
      expect(text).not.toContain(`${t.name.toLowerCase()}#7`);
      expect(text).not.toContain('@');
    }
  });
});
