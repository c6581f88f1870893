import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameClient, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { addPlayers, match, post, resetCup } from './helpers.ts';

// The game server reports a battle with a tournament match id: the bracket match is decided and the
// winner moves on, with the same checks as a staff report.

let server: TestServer;
let staff: SignedIn;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Hook Marshal');
  game = await gameClient(server);
});
afterAll(() => server.close());

let ps: Awaited<ReturnType<typeof addPlayers>>;
beforeEach(async () => {
  await resetCup(server.deps.db);
  ps = await addPlayers(server.deps.db, 12);
  await post(server, staff.cookie, '/bracket');
});

const db = () => server.deps.db;
const mc = (p: { uuid: string; name: string }) => ({ uuid: p.uuid, name: p.name });
/** Round 1 match 1 is seed 1 against seed 12. */
const battle = async (o: Record<string, unknown> = {}) => ({
  id: `cup:${Math.random()}`,
  kind: 'ladder',
  leader: mc(ps[0]!),
  challenger: mc(ps[11]!),
  status: 'finished',
  winner_uuid: ps[11]!.uuid,
  games_won: { leader: 1, challenger: 2 },
  tournament_match_id: (await match(db(), 1, 1)).id,
  ...o,
});

describe('POST /api/game/v1/matches with a tournament match id', () => {
  it('completes the bracket match, moves the winner on and rates the battle; a repeat changes nothing', async () => {
    const body = await battle();
    const res = await game.call('POST', '/matches', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'challenger_won', winner_uuid: ps[11]!.uuid });
    expect(await match(db(), 1, 1)).toMatchObject({
      matchStatus: 'completed',
      winnerId: ps[11]!.id,
      gamesWonP1: 1,
      gamesWonP2: 2,
      outcome: 'played',
      gameMatchId: body.id,
    });
    expect((await match(db(), 2, 1)).player1Id).toBe(ps[11]!.id);
    expect((await game.call('POST', '/matches', body)).status).toBe(200);
    const other = await game.call(
      'POST',
      '/matches',
      await battle({ winner_uuid: ps[0]!.uuid, games_won: { leader: 2, challenger: 0 } }),
    );
    expect([other.status, other.body.error.message]).toEqual([
      409,
      'This tournament match already has a result; staff can correct it on the site.',
    ]);
  });

  it('maps the players to their sides whichever way round they are reported, and marks a started battle', async () => {
    const started = await battle({ leader: mc(ps[11]!), challenger: mc(ps[0]!), status: 'in_progress' });
    delete (started as Record<string, unknown>).winner_uuid;
    delete (started as Record<string, unknown>).games_won;
    expect((await game.call('POST', '/matches', started)).status).toBe(200);
    expect((await match(db(), 1, 1)).matchStatus).toBe('in_progress');
    const done = { ...started, status: 'finished', winner_uuid: ps[0]!.uuid, games_won: { leader: 0, challenger: 2 } };
    expect((await game.call('POST', '/matches', done)).status).toBe(200);
    expect(await match(db(), 1, 1)).toMatchObject({ winnerId: ps[0]!.id, gamesWonP1: 2, gamesWonP2: 0 });
  });

  it('refuses an unknown match id (404) and players who are not in the match (400), writing nothing', async () => {
    const count = async () => (await db().execute('select count(*)::int as n from matches')).rows[0];
    const before = await count();
    const unknown = await game.call(
      'POST',
      '/matches',
      await battle({ tournament_match_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'No tournament match has this id.']);
    const stranger = await game.call(
      'POST',
      '/matches',
      await battle({ challenger: mc(ps[5]!), winner_uuid: ps[5]!.uuid }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields).toEqual({
      tournament_match_id: 'The two players are not the players of this tournament match',
    });
    expect((await match(db(), 1, 1)).matchStatus).toBe('pending');
    expect(await count()).toEqual(before);
  });

  it('names each bad field of a tournament report', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tournament_match_id: 'r1m1' }, 'tournament_match_id', 'A tournament match id is the UUID of a bracket match'],
      [{ games_won: undefined }, 'games_won', 'A finished tournament battle gives games_won'],
      [
        { games_won: { leader: 2, challenger: 1 } },
        'games_won',
        'Best of 3: the winner won 2 games and the other 0 or 1',
      ],
      [{ games_won: { leader: 0, challenger: 3 } }, 'games_won.challenger', 'Games won is 0 to 2'],
      [{ kind: 'gym', gym: 'fire' }, 'kind', 'A tournament battle is reported as a ladder battle'],
      [{ tournament_match_id: undefined }, 'games_won', 'games_won goes with a tournament_match_id'],
    ];
    for (const [change, field, message] of cases) {
      const res = await game.call('POST', '/matches', await battle(change));
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await match(db(), 1, 1)).matchStatus).toBe('pending');
  });

  it('lets staff correct a result the game reported, until a later match starts', async () => {
    await game.call('POST', '/matches', await battle());
    const fixed = await post(server, staff.cookie, '/matches/result', { round: 1, match: 1, gamesP1: 2, gamesP2: 0 });
    expect(fixed.status).toBe(200);
    expect(await match(db(), 1, 1)).toMatchObject({ winnerId: ps[0]!.id, gameMatchId: null });
  });
});
