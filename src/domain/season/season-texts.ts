import { z } from 'zod';
import { SEASON_ONE } from './season-one.ts';

/** A season's announced texts, from its record: its name and dates as staff wrote them when they started it. */
export const seasonTextsSchema = z
  .object({
    number: z.number().int(),
    name: z.string(),
    dateRange: z.string(),
    timeframe: z.string(),
    competitiveCycle: z.string(),
    eliteFourTournament: z.string(),
    eliteFourCycle: z.string(),
  })
  .meta({ id: 'SeasonTexts' });
export type SeasonTexts = z.infer<typeof seasonTextsSchema>;

/** Season 1 as announced (and as migration 0013 wrote its record): what the page shows until it has read the record. */
export const SEASON_ONE_TEXTS: SeasonTexts = {
  number: SEASON_ONE.number,
  name: SEASON_ONE.name,
  dateRange: SEASON_ONE.dateRange,
  timeframe: SEASON_ONE.timeframe,
  competitiveCycle: SEASON_ONE.competitiveCycle,
  eliteFourTournament: SEASON_ONE.eliteFourTournament,
  eliteFourCycle: SEASON_ONE.eliteFourCycle,
};
