import { z } from 'zod';
import { ELEMENTS } from '../shared/elements.ts';
import { plainText } from '../shared/inputs.ts';
import { MAX_PROGRESS_SEARCH, SEASON_BADGE_COUNT } from './progress.ts';

export { MAX_PROGRESS_SEARCH, PROGRESS_PAGE_SIZE } from './progress.ts';

/** Where the next page starts: badges, when the last one was earned (epoch microseconds), player. */
const CURSOR = /^([0-9]{1,2})\.([0-9]{1,17})\.([0-9a-f-]{36})$/;

export const progressQuery = z.object({
  cursor: plainText('The cursor').regex(CURSOR, 'The cursor is not one this list gave out.').optional(),
  q: plainText('The search')
    .trim()
    .max(MAX_PROGRESS_SEARCH, `The search must be at most ${MAX_PROGRESS_SEARCH} characters.`)
    .optional(),
});

export interface ProgressCursor {
  badgeCount: number;
  reachedAtMicros: string;
  playerUuid: string;
}

export function parseProgressCursor(cursor: string): ProgressCursor {
  const [, count, micros, uuid] = CURSOR.exec(cursor)!;
  return { badgeCount: Number(count), reachedAtMicros: micros!, playerUuid: uuid! };
}

export const formatProgressCursor = (c: ProgressCursor) => `${c.badgeCount}.${c.reachedAtMicros}.${c.playerUuid}`;

export const seasonNumberParam = z.object({
  number: z.coerce
    .number({ error: 'The season must be a number.' })
    .int('The season must be a whole number.')
    .min(1, 'The season must be at least 1.')
    .max(1000, 'The season must be at most 1000.'),
});

export const elementList = z
  .array(z.enum(ELEMENTS, { error: `Each gym is one of ${ELEMENTS.join(', ')}.` }), {
    error: 'The gyms must be a list of elements.',
  })
  .length(SEASON_BADGE_COUNT, `A season has exactly ${SEASON_BADGE_COUNT} gyms.`)
  .refine((list) => new Set(list).size === list.length, 'Each gym element may appear only once.');

export const seasonSummarySchema = z
  .object({ number: z.number().int(), name: z.string(), elements: z.array(z.enum(ELEMENTS)) })
  .meta({ id: 'SeasonSummary' });

export const progressRowSchema = z
  .object({
    uuid: z.string(),
    /** The name to show (see progressDisplayName). */
    name: z.string(),
    /** For the head image; null when the account has no name. */
    minecraftName: z.string().nullable(),
    champion: z.boolean(),
    badgeCount: z.number().int(),
    earned: z.array(z.enum(ELEMENTS)),
  })
  .meta({ id: 'SeasonProgressRow' });

export const progressPageSchema = z
  .object({
    season: seasonSummarySchema,
    players: z.array(progressRowSchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'SeasonProgressPage' });

export const ownProgressSchema = z
  .object({ linked: z.boolean(), row: progressRowSchema.nullable() })
  .meta({ id: 'OwnSeasonProgress' });

export type ProgressRow = z.infer<typeof progressRowSchema>;
export type ProgressPage = z.infer<typeof progressPageSchema>;
export type OwnProgress = z.infer<typeof ownProgressSchema>;
