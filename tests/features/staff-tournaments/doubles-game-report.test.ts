import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameClient, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs } from '../../staff/helpers.ts';
import { addTeams, doublesBracketRows, postDoubles, setDoublesRegistration } from './doubles-helpers.ts';

// A doubles battle the game server reports with its tournament match id decides the doubles match: a
// team is known by its registrant's linked Minecraft account.

let server: TestServer;
let game: GameClient;
let teams: Awaited<ReturnType<typeof addTeams>>;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
  const staff = await signInAs(server, 'staff', 'Doubles Hook');
  teams = await addTeams(server.deps.db, 16);
  await setDoublesRegistration(server.deps.db, 'closed');
  await postDoubles(server, staff.cookie, '/bracket');
});
afterAll(() => server.close());

const at = async (round: number, match: number) =>
  (await doublesBracketRows(server.deps.db)).find((m) => m.roundNumber === round && m.matchNumber === match)!;
const mc = (t: { uuid: string; name: string }) => ({ uuid: t.uuid, name: t.name });

describe('POST /api/game/v1/matches with a doubles tournament match id', () => {
  it('completes the match and moves the winning team on; a stranger is refused', async () => {
    // Round of 16, match 2: seed 8 against seed 9.
    const id = (await at(1, 2)).id;
    const [eight, nine] = [teams[7]!, teams[8]!];
    const stranger = await game.call('POST', '/matches', {
      id: `duo:${Math.random()}`,
      kind: 'ladder',
      leader: mc(eight),
      challenger: mc(teams[0]!),
      status: 'finished',
      winner_uuid: eight.uuid,
      games_won: { leader: 2, challenger: 0 },
      tournament_match_id: id,
    });
    expect(stranger.status).toBe(400);
    const res = await game.call('POST', '/matches', {
      id: `duo:${Math.random()}`,
      kind: 'ladder',
      leader: mc(nine),
      challenger: mc(eight),
      status: 'finished',
      winner_uuid: nine.uuid,
      games_won: { leader: 2, challenger: 1 },
      tournament_match_id: id,
    });
    expect(res.status).toBe(200);
    expect(await at(1, 2)).toMatchObject({
      matchStatus: 'completed',
      winnerTeamId: nine.id,
      gamesWonP1: 1,
      gamesWonP2: 2,
      winnerId: null,
    });
    expect((await at(2, 1)).team2Id).toBe(nine.id);
  });
});
