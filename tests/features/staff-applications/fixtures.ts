import { gymLeaderApplications } from '../../../src/server/db/schema/index.ts';
import type { Tx } from '../../../src/server/db/client.ts';

/** A stored application of `userId`, as the application form would leave it. */
export async function makeApplication(
  db: Tx,
  userId: string,
  o: Partial<typeof gymLeaderApplications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(gymLeaderApplications)
    .values({
      userId,
      fullName: 'Ash Ketchum',
      discordUsername: 'ash',
      minecraftUsername: 'AshK',
      email: 'ash@example.com',
      timezone: 'UTC',
      ageConfirmed: true,
      availableDays: ['Monday'],
      availableTimes: ['Monday-Evening'],
      gymPrimary: 'ice',
      teamBuildingPhilosophy: 'Balance',
      conflictResponse: 'Talk',
      whyJoin: 'Fun',
      creatingExperience: 'Yes',
      promotionStrategy: 'Streams',
      revenueAcknowledgement: true,
      rulesAcknowledgement: true,
      ...o,
    })
    .returning();
  return row!;
}
