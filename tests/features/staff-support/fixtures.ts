import { banAppeals, supportTickets } from '../../../src/server/db/schema/index.ts';
import type { Tx } from '../../../src/server/db/client.ts';

export async function makeTicket(db: Tx, userId: string, subject = 'Cannot join') {
  const [row] = await db
    .insert(supportTickets)
    .values({ userId, email: 'p@example.com', subject, category: 'technical', message: 'Help' })
    .returning();
  return row!;
}

export async function makeAppeal(db: Tx, userId: string, minecraftUsername: string) {
  const [row] = await db
    .insert(banAppeals)
    .values({ userId, minecraftUsername, banReason: 'x', appealReason: 'sorry' })
    .returning();
  return row!;
}
