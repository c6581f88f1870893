import { z } from 'zod';
import { minecraftName } from '../game/common.ts';
import { rankedPlayerSchema } from './views.ts';

// The whole ladder, a page at a time (issue 39): GET /api/leaderboard/trainers?page=N or ?q=name.

/** Players per page; page 1 is the top 100 the leaderboards page has always shown (and caches). */
export const LADDER_PAGE_SIZE = 100;
/** Far beyond any ladder (100,000,000 players); only keeps the number a number. */
export const MAX_LADDER_PAGE = 1_000_000;

export const ladderPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .max(MAX_LADDER_PAGE, `The page must be at most ${MAX_LADDER_PAGE}.`)
    .optional()
    .meta({ description: 'The page, from 1; past the last page the answer has no players' }),
  q: minecraftName.optional().meta({
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

/** How many pages a ladder of `total` players fills; an empty ladder still has its (empty) first page. */
export const ladderPages = (total: number) => Math.max(1, Math.ceil(total / LADDER_PAGE_SIZE));
