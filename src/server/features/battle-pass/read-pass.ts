import { claimKey, rewardState, xpForLevel } from '../../../domain/battle-pass/progress.ts';
import type { BattlePassView } from '../../../domain/battle-pass/schemas.ts';
import type { Tx } from '../../db/client.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { currentSeason } from '../../seasons/current-season.ts';
import { battleRecord, claimedRewards, premiumSource } from './player-pass.ts';
import { seasonRewards } from './season-rewards.ts';

/**
 * The current season's pass as the page shows it. A visitor sees the two tracks; a signed-in player with a
 * linked account also sees their XP, level, premium track and, for each reward, what the server allows.
 */
export async function readPass(db: Tx, userId: string | null): Promise<BattlePassView> {
  const season = await currentSeason(db);
  const { levels } = await seasonRewards(db, season.number);
  const linked = userId ? await linkedMinecraft(db, userId) : null;
  const player = linked ? await playerState(db, linked.uuid, season.number) : null;
  return {
    season: { number: season.number, name: season.name },
    levels: levels.map((l) => ({
      level: l.level,
      xp: xpForLevel(l.level),
      free: { reward: l.free, state: player ? rewardState({ level: l.level, track: 'free' }, player) : null },
      premium: { reward: l.premium, state: player ? rewardState({ level: l.level, track: 'premium' }, player) : null },
    })),
    me: !userId
      ? null
      : {
          linked: !!linked,
          minecraftName: linked?.name ?? null,
          wins: player?.wins ?? 0,
          losses: player?.losses ?? 0,
          xp: player?.xp ?? 0,
          level: player?.level ?? 0,
          premium: player?.source ?? null,
        },
  };
}

/** Everything the server decides a player's claims by. */
export async function playerState(db: Tx, uuid: string, season: number) {
  // One after the other: inside a claim's transaction they share one connection.
  const record = await battleRecord(db, uuid, season);
  const source = await premiumSource(db, uuid, season);
  const claims = await claimedRewards(db, uuid, season);
  return {
    ...record,
    source,
    premium: source !== null,
    claimed: new Set(claims.map((c) => claimKey(c.level, c.track))),
  };
}
