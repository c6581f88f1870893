import { desc, eq, inArray } from 'drizzle-orm';
import type { StaffSeason } from '../../../domain/season/staff.ts';
import type { Tx } from '../../db/client.ts';
import { minecraftAccounts, seasonChampions, seasons } from '../../db/schema/index.ts';

type SeasonRow = typeof seasons.$inferSelect;

/** Every season, newest first, each with its champions. */
export async function staffSeasons(db: Tx, only?: number): Promise<StaffSeason[]> {
  const rows = await db
    .select()
    .from(seasons)
    .where(only === undefined ? undefined : eq(seasons.number, only))
    .orderBy(desc(seasons.number));
  if (rows.length === 0) return [];
  const champions = await db
    .select({ season: seasonChampions.season, uuid: minecraftAccounts.uuid, name: minecraftAccounts.name })
    .from(seasonChampions)
    .innerJoin(minecraftAccounts, eq(minecraftAccounts.uuid, seasonChampions.playerUuid))
    .where(
      inArray(
        seasonChampions.season,
        rows.map((r) => r.number),
      ),
    )
    .orderBy(minecraftAccounts.name);
  return rows.map((r) =>
    staffSeasonView(
      r,
      champions.filter((c) => c.season === r.number),
    ),
  );
}

export function staffSeasonView(r: SeasonRow, champions: { uuid: string; name: string }[]): StaffSeason {
  return {
    number: r.number,
    name: r.name,
    dateRange: r.dateRange,
    timeframe: r.timeframe,
    competitiveCycle: r.competitiveCycle,
    eliteFourTournament: r.eliteFourTournament,
    eliteFourCycle: r.eliteFourCycle,
    elements: r.elements,
    current: r.current,
    startedAt: r.startedAt.toISOString(),
    champions: champions.map(({ uuid, name }) => ({ uuid, name })),
  };
}
