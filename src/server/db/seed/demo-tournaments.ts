import { eq } from 'drizzle-orm';
import { FOUNDERS_CUP, MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import type { Tx } from '../client.ts';
import { tournamentRegistrations, tournaments } from '../schema/index.ts';
import { makeUser } from './factories.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Registered players already in the demo Founders' Cup: two slots stay free, so a newcomer can try both outcomes. */
const DEMO_ENTRANTS = 14;
const MONS = ['Garchomp', 'Dragapult', 'Kingambit', 'Gholdengo', 'Great Tusk', 'Iron Valiant'];

/**
 * Opens registration of both tournaments around `now` (check-in already open, so it can be tried too)
 * and registers some players for the Founders' Cup.
 */
export async function seedDemoTournaments(db: Tx, playerNames: string[], now: Date): Promise<void> {
  for (const key of [FOUNDERS_CUP, MID_SEASON_DOUBLES]) {
    const startsAt = new Date(now.getTime() + (key === FOUNDERS_CUP ? 7 : 9) * DAY);
    await db
      .update(tournaments)
      .set({
        registrationOpen: true,
        registrationOpensAt: new Date(now.getTime() - 7 * DAY),
        registrationClosesAt: new Date(startsAt.getTime() - HOUR),
        checkinOpensAt: new Date(now.getTime() - DAY),
        checkinClosesAt: startsAt,
        startsAt,
      })
      .where(eq(tournaments.key, key));
  }
  for (const [i, name] of playerNames.slice(0, DEMO_ENTRANTS).entries()) {
    const u = await makeUser(db, { name });
    await db.insert(tournamentRegistrations).values({
      userId: u.id,
      tournamentName: FOUNDERS_CUP,
      minecraftUsername: name,
      discordTag: name.toLowerCase(),
      email: u.email,
      timezone: 'est',
      pokemon1: MONS[0]!,
      pokemon2: MONS[1]!,
      pokemon3: MONS[2]!,
      pokemon4: MONS[3]!,
      pokemon5: MONS[4]!,
      pokemon6: MONS[5]!,
      checkinAgreement: true,
      rulesAgreement: true,
      streamingConsent: true,
      registrationSlot: i + 1,
      status: 'registered',
      checkedInAt: i % 3 === 0 ? null : now,
    });
  }
}
