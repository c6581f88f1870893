import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { PublicBracket } from '../../src/domain/tournaments/registration.ts';
import type { Database } from '../../src/server/db/client.ts';
import { minecraftAccounts, tournamentRegistrations } from '../../src/server/db/schema/index.ts';
import type { GameApi } from './game-client.ts';

// Plays the Founders' Cup bracket as the game server would: once staff generated it, the next
// bracket match with both players is started and then finished through POST /matches with its
// tournament match id, so the public bracket moves by itself.

export async function playTournamentMatch(api: GameApi, site: string, db: Database): Promise<string | null> {
  const res = await fetch(`${site}/api/tournaments/founders-cup-1/bracket`);
  if (!res.ok) return null;
  const bracket = (await res.json()) as PublicBracket;
  const m = bracket.matches.find((x) => x.matchStatus !== 'completed' && x.player1Id && x.player2Id && !x.isBye);
  if (!m) return null;
  // A registered player plays as their linked Minecraft account, else under the name they registered.
  const players = await db
    .select({
      id: tournamentRegistrations.id,
      name: tournamentRegistrations.minecraftUsername,
      uuid: minecraftAccounts.uuid,
    })
    .from(tournamentRegistrations)
    .leftJoin(minecraftAccounts, eq(minecraftAccounts.userId, tournamentRegistrations.userId))
    .where(inArray(tournamentRegistrations.id, [m.player1Id!, m.player2Id!]));
  const as = (id: string) => {
    const p = players.find((x) => x.id === id)!;
    return { uuid: p.uuid ?? randomUUID(), name: p.name };
  };
  const leader = as(m.player1Id!);
  const challenger = as(m.player2Id!);
  const base = { id: `game-sim:cup:${m.id}`, kind: 'ladder', leader, challenger, tournament_match_id: m.id };
  if (m.matchStatus === 'pending') await api.call('POST', '/matches', { ...base, status: 'in_progress' });
  const leaderWon = Math.random() < 0.5;
  const loserGames = Math.random() < 0.5 ? 0 : 1;
  await api.call('POST', '/matches', {
    ...base,
    status: 'finished',
    winner_uuid: leaderWon ? leader.uuid : challenger.uuid,
    games_won: { leader: leaderWon ? 2 : loserGames, challenger: leaderWon ? loserGames : 2 },
  });
  return `round ${m.roundNumber} match ${m.matchNumber}`;
}
