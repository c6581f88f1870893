import { z } from 'zod';
import { MATCH_KINDS, MATCH_RESULTS } from '../game/matches.ts';
import { plainText } from '../shared/inputs.ts';
import { pageQuery, pagedSchema } from './paging.ts';

// Staff find a match to correct by a player's name and the days it was played on (issue 41): the match correction
// screen lists what the search finds, newest first, and staff pick one.

export const MATCH_SEARCH_MESSAGES = {
  badDate: 'Enter the date as YYYY-MM-DD.',
  range: 'The start date must be on or before the end date.',
} as const;

const day = (label: string) =>
  plainText(label)
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .refine(
          (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
          MATCH_SEARCH_MESSAGES.badDate,
        )
        .optional(),
    );

export const matchSearchQuery = pageQuery
  .extend({
    player: plainText('The player')
      .trim()
      .max(32, 'The player must be at most 32 characters.')
      .optional()
      .transform((v) => v || undefined),
    from: day('The start date'),
    to: day('The end date'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MATCH_SEARCH_MESSAGES.range, path: ['to'] });
export type MatchSearchQuery = z.output<typeof matchSearchQuery>;

/**
 * The moments a search by days covers: from the start of `from` to the end of `to`, both in the league's time zone
 * (EST, UTC−5, as every time in the league is).
 */
export function matchSearchWindow(q: { from?: string; to?: string }): { after?: Date; before?: Date } {
  const DAY_MS = 24 * 60 * 60 * 1000;
  return {
    after: q.from ? new Date(`${q.from}T00:00:00-05:00`) : undefined,
    before: q.to ? new Date(new Date(`${q.to}T00:00:00-05:00`).getTime() + DAY_MS) : undefined,
  };
}

const side = z.object({ uuid: z.string(), name: z.string() });
export const foundMatchSchema = z
  .object({
    id: z.string(),
    kind: z.enum(MATCH_KINDS),
    result: z.enum(MATCH_RESULTS),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    leader: side,
    challenger: side,
  })
  .meta({ id: 'FoundMatch' });
export type FoundMatch = z.infer<typeof foundMatchSchema>;
export const foundMatchesSchema = pagedSchema(foundMatchSchema).meta({ id: 'FoundMatches' });
