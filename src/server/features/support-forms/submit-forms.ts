import type { z } from 'zod';
import type {
  banAppealSchema,
  bugReportSchema,
  featureRequestSchema,
  playerReportSchema,
  supportTicketSchema,
} from '../../../domain/forms/support.ts';
import type { Tx } from '../../db/client.ts';
import { banAppeals, bugReports, featureRequests, playerReports, supportTickets } from '../../db/schema/index.ts';

// One insert per form, always for the signed-in user the route hands in; input is already parsed.

type Out<S extends z.ZodType> = z.output<S>;

export async function submitSupportTicket(db: Tx, userId: string, input: Out<typeof supportTicketSchema>) {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...input, userId })
    .returning({ id: supportTickets.id });
  return row!;
}

export async function submitBugReport(db: Tx, userId: string, input: Out<typeof bugReportSchema>) {
  const [row] = await db
    .insert(bugReports)
    .values({ ...input, userId })
    .returning({ id: bugReports.id });
  return row!;
}

export async function submitFeatureRequest(db: Tx, userId: string, input: Out<typeof featureRequestSchema>) {
  const [row] = await db
    .insert(featureRequests)
    .values({ ...input, userId })
    .returning({ id: featureRequests.id });
  return row!;
}

export async function submitBanAppeal(db: Tx, userId: string, input: Out<typeof banAppealSchema>) {
  const [row] = await db
    .insert(banAppeals)
    .values({ ...input, userId })
    .returning({ id: banAppeals.id });
  return row!;
}

export async function submitPlayerReport(db: Tx, reporterUserId: string, input: Out<typeof playerReportSchema>) {
  const [row] = await db
    .insert(playerReports)
    .values({ ...input, reporterUserId })
    .returning({ id: playerReports.id });
  return row!;
}
