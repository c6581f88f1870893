import { z } from 'zod';
import { requiredText } from '../forms/fields.ts';
import { ELEMENTS } from '../shared/elements.ts';
import { plainText } from '../shared/inputs.ts';
import { elementList } from './schemas.ts';
import { seasonTextsSchema } from './season-texts.ts';

/** What staff write when they start the next season; its number is the last one's plus one. */
export const startSeasonSchema = z.object({
  name: requiredText('The name', 60),
  dateRange: requiredText('The date range', 80),
  timeframe: requiredText('The timeframe', 40),
  competitiveCycle: requiredText('The competitive cycle', 60),
  eliteFourTournament: requiredText('The Elite Four tournament', 60),
  eliteFourCycle: requiredText('The Elite Four cycle', 60),
  elements: elementList,
});
export type StartSeason = z.infer<typeof startSeasonSchema>;

/** Staff name the player by Minecraft name, as they see it in game. */
export const championChangeSchema = z.object({
  minecraftName: plainText('The Minecraft name')
    .trim()
    .min(1, 'The Minecraft name is required.')
    .max(32, 'The Minecraft name must be at most 32 characters.'),
  champion: z.boolean({ error: 'Say whether the player is Champion (true or false).' }),
});
export type ChampionChange = z.infer<typeof championChangeSchema>;

// A season's record as staff see it: its announced texts, and what they manage.
export const staffSeasonSchema = seasonTextsSchema
  .extend({
    elements: z.array(z.enum(ELEMENTS)),
    current: z.boolean(),
    startedAt: z.string(),
    champions: z.array(z.object({ uuid: z.string(), name: z.string() })),
  })
  .meta({ id: 'StaffSeason' });
export type StaffSeason = z.infer<typeof staffSeasonSchema>;

export const staffSeasonListSchema = z.object({ seasons: z.array(staffSeasonSchema) }).meta({ id: 'StaffSeasons' });
