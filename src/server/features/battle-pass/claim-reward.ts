import { rewardState } from '../../../domain/battle-pass/progress.ts';
import type { ClaimRequest, ClaimResult } from '../../../domain/battle-pass/schemas.ts';
import { BATTLE_PASS_TEXTS as T } from '../../../domain/battle-pass/texts.ts';
import type { Database } from '../../db/client.ts';
import { battlePassClaims } from '../../db/schema/index.ts';
import { enqueueDeliveries } from '../../deliveries/delivery-queue.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { currentSeason } from '../../seasons/current-season.ts';
import { playerState } from './read-pass.ts';
import { seasonRewards } from './season-rewards.ts';

/**
 * Claims one reward of the current season's pass for the signed-in player's linked account and queues its
 * delivery in the same transaction. The claim's unique index makes a second claim (even a concurrent one)
 * fail and take its delivery with it.
 */
export async function claimReward(db: Database, userId: string, input: ClaimRequest): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const linked = await linkedMinecraft(tx, userId);
    if (!linked) throw AppError.conflict(T.notLinked);
    const season = await currentSeason(tx);
    const player = await playerState(tx, linked.uuid, season.number);
    const state = rewardState(input, player);
    if (state === 'claimed') throw AppError.conflict(T.alreadyClaimed);
    if (state === 'premium_locked') throw AppError.forbidden(T.premiumLocked);
    if (state === 'level_locked') throw AppError.conflict(T.levelLocked(input.level));
    const { levels } = await seasonRewards(tx, season.number);
    const reward = levels[input.level - 1]![input.track];
    const [deliveryId] = await enqueueDeliveries(tx, [
      {
        kind: 'battle_pass_reward',
        playerUuid: linked.uuid,
        payload: { season: season.number, pass_level: input.level, track: input.track, ...reward },
      },
    ]);
    const [claim] = await tx
      .insert(battlePassClaims)
      .values({ season: season.number, playerUuid: linked.uuid, userId, ...input, reward, deliveryId: deliveryId! })
      .returning()
      .catch((err: unknown) => {
        throw conflictOnUnique(err, T.alreadyClaimed) ?? err;
      });
    return {
      season: claim!.season,
      level: claim!.level,
      track: claim!.track,
      reward: claim!.reward,
      deliveryId: claim!.deliveryId,
      claimedAt: claim!.createdAt.toISOString(),
    };
  });
}
