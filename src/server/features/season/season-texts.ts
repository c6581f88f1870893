import { eq } from 'drizzle-orm';
import type { SeasonTexts } from '../../../domain/season/season-texts.ts';
import type { Database } from '../../db/client.ts';
import { seasons } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** A season's name and dates from its record; 404 when no season has the number. */
export async function seasonTexts(db: Database, number: number): Promise<SeasonTexts> {
  const [row] = await db
    .select({
      number: seasons.number,
      name: seasons.name,
      dateRange: seasons.dateRange,
      timeframe: seasons.timeframe,
      competitiveCycle: seasons.competitiveCycle,
      eliteFourTournament: seasons.eliteFourTournament,
      eliteFourCycle: seasons.eliteFourCycle,
    })
    .from(seasons)
    .where(eq(seasons.number, number));
  if (!row) throw AppError.notFound(`There is no season ${number}.`);
  return row;
}
