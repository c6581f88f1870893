import { z } from 'zod';
import { gymLeaderRowSchema } from '../gym-leaders/views.ts';
import { ELEMENTS } from '../shared/elements.ts';
import { TIERS } from './tier.ts';

// What the home and leaderboard endpoints answer: the server's response schemas and the web's types.

const element = z.enum(ELEMENTS);

export const rankedPlayerSchema = z
  .object({
    uuid: z.string(),
    name: z.string().meta({ description: 'Minecraft username' }),
    rank: z.number().int().meta({ description: 'Players with a higher rating + 1; tied players share a rank' }),
    tier: z.enum(TIERS),
    rating: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    streak: z.number().int().meta({ description: '+n wins or -n losses in a row' }),
  })
  .meta({ id: 'RankedPlayer' });

const ladderSchema = z.object({ totalPlayers: z.number().int(), players: z.array(rankedPlayerSchema) });

export const homeSchema = z
  .object({
    arena: z.object({
      leaders: z
        .array(
          gymLeaderRowSchema.extend({
            minecraftName: z.string().nullable(),
            rating: z.number().int().nullable(),
          }),
        )
        .meta({ description: 'Online gym leaders, by display name' }),
      recentMatches: z
        .array(
          z.object({
            id: z.string(),
            kind: z.enum(['gym', 'ladder']),
            result: z.enum(['in_progress', 'leader_won', 'challenger_won']),
            gym: z.object({ name: z.string(), element }).nullable(),
            leaderName: z.string(),
            challengerName: z.string(),
            leaderDelta: z.number().int().nullable(),
            challengerDelta: z.number().int().nullable(),
            startedAt: z.string(),
            endedAt: z.string().nullable(),
          }),
        )
        .meta({ description: 'The 10 latest matches (not voided), unfinished first' }),
    }),
    leaderboard: ladderSchema,
  })
  .meta({ id: 'Home' });

export const leaderboardSchema = z
  .object({
    trainers: ladderSchema.meta({ description: 'The top 100 rated players' }),
    gymLeaders: z
      .array(gymLeaderRowSchema)
      .meta({ description: 'By win rate, highest first; a leader with no badges awarded counts as 0' }),
  })
  .meta({ id: 'Leaderboard' });

export const ownRankSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('unlinked') }),
    z.object({ status: z.literal('unrated'), minecraftName: z.string() }),
    z.object({
      status: z.literal('rated'),
      uuid: z.string(),
      minecraftName: z.string(),
      rank: z.number().int(),
      tier: z.enum(TIERS),
      totalPlayers: z.number().int(),
      rating: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      streak: z.number().int(),
    }),
  ])
  .meta({ id: 'OwnRank' });

export type RankedPlayer = z.infer<typeof rankedPlayerSchema>;
export type Home = z.infer<typeof homeSchema>;
export type ArenaLeader = Home['arena']['leaders'][number];
export type RecentMatch = Home['arena']['recentMatches'][number];
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardGymLeader = Leaderboard['gymLeaders'][number];
export type OwnRank = z.infer<typeof ownRankSchema>;
