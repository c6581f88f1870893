import { and, eq, sql } from 'drizzle-orm';
import type { ChampionChange } from '../../../domain/season/staff.ts';
import type { Database } from '../../db/client.ts';
import { minecraftAccounts, seasonChampions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { seasonByNumber } from '../../seasons/current-season.ts';
import { recordAudit } from '../../staff/audit.ts';
import { staffSeasons } from './list-seasons.ts';

/** Crowns a player Champion of a season, or takes the title back. Repeating either changes nothing. */
export async function setChampion(db: Database, actor: { id: string }, number: number, input: ChampionChange) {
  return db.transaction(async (tx) => {
    await seasonByNumber(tx, number);
    const [account] = await tx
      .select({ uuid: minecraftAccounts.uuid, name: minecraftAccounts.name })
      .from(minecraftAccounts)
      .where(sql`lower(${minecraftAccounts.name}) = lower(${input.minecraftName})`)
      .limit(1);
    if (!account) throw AppError.notFound(`No Minecraft account is named ${input.minecraftName}.`);
    const key = and(eq(seasonChampions.season, number), eq(seasonChampions.playerUuid, account.uuid));
    const changed = input.champion
      ? await tx
          .insert(seasonChampions)
          .values({ season: number, playerUuid: account.uuid, setBy: actor.id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(seasonChampions).where(key).returning();
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        action: input.champion ? 'season.champion.set' : 'season.champion.clear',
        target: { table: 'season_champions', id: `${number}:${account.uuid}` },
        before: { season: number, player: account.name, champion: !input.champion },
        after: { season: number, player: account.name, champion: input.champion },
      });
    }
    return (await staffSeasons(tx, number))[0]!;
  });
}
