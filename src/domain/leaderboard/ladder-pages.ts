import { z } from 'zod';
import { minecraftNameSearch } from '../game/minecraft-name.ts';
import { MAX_LADDER_PAGE } from './ranking.ts';
import { rankedPlayerSchema } from './views.ts';

// The whole ladder, a page at a time (issue 39): GET /api/leaderboard/trainers?page=N or ?q=name.

export const ladderPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .max(MAX_LADDER_PAGE, `The page must be at most ${MAX_LADDER_PAGE}.`)
    .optional()
    .meta({ description: 'The page, from 1; past the last page the answer has no players' }),
  q: minecraftNameSearch.optional().meta({
    description:
      'A Minecraft name or its start, in any case: the answer is the page holding the first rated player so named',
  }),
});
export type LadderPageQuery = z.infer<typeof ladderPageQuerySchema>;

export const ladderPageSchema = z
  .object({
    totalPlayers: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int().meta({ description: 'Pages in the whole ladder (at least 1)' }),
    players: z.array(rankedPlayerSchema).meta({ description: 'Rating first, then wins, then name' }),
    found: z
      .object({ uuid: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'With q: the player the search found (on this page), or null when none is rated' }),
  })
  .meta({ id: 'LadderPage' });
export type LadderPage = z.infer<typeof ladderPageSchema>;
