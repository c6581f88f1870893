import { z } from 'zod';

/** A gym battle the signed-in leader fought, as their dashboard lists it. */
export const leaderBattle = z.object({
  id: z.string(),
  result: z.enum(['in_progress', 'leader_won', 'challenger_won']),
  challenger: z.string().meta({ description: "The challenger's Minecraft name" }),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  leaderDelta: z.number().int().nullable(),
});
export type LeaderBattle = z.infer<typeof leaderBattle>;
export const leaderBattles = z.object({ battles: z.array(leaderBattle) }).meta({ id: 'LeaderBattles' });

export const LEADER_BATTLE_RESULT: Record<LeaderBattle['result'], string> = {
  in_progress: 'In progress',
  leader_won: 'You won',
  challenger_won: 'Challenger won',
};
