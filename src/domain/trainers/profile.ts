import { z } from 'zod';
import { gymLeaderRowSchema } from '../gym-leaders/views.ts';
import { TIERS } from '../leaderboard/tier.ts';
import { ELEMENTS } from '../shared/elements.ts';

// What a trainer's profile answers (GET /api/trainers/{name}, issue 39): public figures only. No Discord id, e-mail,
// site account or purchase is ever part of it (tests/features/trainers asserts so).

const element = z.enum(ELEMENTS);

/** One finished match as the profile lists it, from the trainer's side. */
export const trainerMatchSchema = z.object({
  id: z.string(),
  kind: z.enum(['gym', 'ladder']),
  opponent: z.string().meta({ description: "The opponent's current Minecraft name" }),
  won: z.boolean(),
  delta: z.number().int().nullable().meta({ description: "The trainer's rating change" }),
  at: z.string(),
});

export const trainerMatchesSchema = z
  .object({
    page: z.number().int(),
    hasMore: z.boolean(),
    matches: z.array(trainerMatchSchema),
  })
  .meta({ id: 'TrainerMatches' });

export const trainerProfileSchema = z
  .object({
    name: z.string().meta({ description: 'The current Minecraft name (an old one leads here too)' }),
    ladder: z
      .object({
        rank: z.number().int(),
        tier: z.enum(TIERS),
        totalPlayers: z.number().int(),
        percentile: z
          .number()
          .meta({ description: 'Top n percent: the share of rated players ranked here or higher, 0.1-100' }),
        rating: z.number().int(),
        peakRating: z.number().int(),
        wins: z.number().int(),
        losses: z.number().int(),
        streak: z.number().int(),
      })
      .nullable()
      .meta({ description: 'Null for a trainer who has never played a rated match' }),
    history: z
      .array(z.object({ at: z.string(), rating: z.number().int() }))
      .meta({ description: 'The rating after each rated match since the chart window opened, oldest first' }),
    historyFrom: z.object({
      at: z.string().meta({ description: 'Where the chart starts: 90 days ago or the season start, the earlier' }),
      rating: z.number().int(),
    }),
    seasonStart: z.string(),
    matches: trainerMatchesSchema,
    badges: z.object({ season: z.number().int(), elements: z.array(element), earned: z.array(element) }),
    tournaments: z.array(z.object({ key: z.string(), name: z.string(), placement: z.string() })),
    gymLeader: gymLeaderRowSchema.nullable(),
  })
  .meta({ id: 'TrainerProfile' });

export const headToHeadSchema = z
  .object({
    trainer: z.string(),
    opponent: z.string(),
    wins: z.number().int().meta({ description: "The trainer's wins against the opponent" }),
    losses: z.number().int(),
    meetings: z.array(trainerMatchSchema).meta({ description: 'The last meetings, newest first' }),
  })
  .meta({ id: 'HeadToHead' });

export const trainerSearchSchema = z
  .object({ names: z.array(z.string()).meta({ description: 'Names that start with the query, up to 8' }) })
  .meta({ id: 'TrainerSearch' });

export type TrainerProfile = z.infer<typeof trainerProfileSchema>;
export type TrainerMatch = z.infer<typeof trainerMatchSchema>;
export type TrainerMatches = z.infer<typeof trainerMatchesSchema>;
export type HeadToHead = z.infer<typeof headToHeadSchema>;
export type TrainerSearch = z.infer<typeof trainerSearchSchema>;

export const MATCHES_PER_PAGE = 10;
export const HEAD_TO_HEAD_MEETINGS = 5;

/** A Minecraft name in an address: 1 to 40 characters (names are 3-16 today; old accounts and typos reach a 404). */
const nameParam = z.string().trim().min(1).max(40);
export const trainerParam = z.object({ name: nameParam });
export const headToHeadParam = z.object({ name: nameParam, opponent: nameParam });
export const matchesQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const searchQuery = z.object({ q: z.string().trim().max(40).default('') });

/** The not-found answer's message for an unknown trainer. */
export const UNKNOWN_TRAINER = 'No trainer has that name.';
