import { supportTickets } from '../../../src/server/db/schema/index.ts';
import type { TestServer } from '../../setup/test-server.ts';
import type { SignedIn } from '../../staff/helpers.ts';

/** A support ticket of `player`, written straight to the database. */
export async function ticketOf(server: TestServer, player: SignedIn, subject: string) {
  const [t] = await server.deps.db
    .insert(supportTickets)
    .values({ userId: player.id, email: 'p@example.com', subject, category: 'technical', message: 'Help' })
    .returning();
  return t!;
}

/** A staff reply to a ticket, through the staff queue's API. */
export const staffReply = (server: TestServer, staff: SignedIn, id: string, body: string) =>
  server.request(`/api/staff/queues/tickets/${id}/messages`, {
    method: 'POST',
    cookie: staff.cookie,
    json: { kind: 'reply', body },
  });
