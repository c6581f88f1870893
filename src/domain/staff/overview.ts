import { z } from 'zod';

/** The queues the overview counts, in the order it shows them. */
export const STAFF_QUEUES = [
  'applications',
  'tickets',
  'bugReports',
  'featureRequests',
  'banAppeals',
  'playerReports',
  'deliveries',
  'paymentMismatches',
  'battleDisputes',
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

export const QUEUE_LABELS: Record<StaffQueue, string> = {
  applications: 'Gym leader applications',
  tickets: 'Support tickets',
  bugReports: 'Bug reports',
  featureRequests: 'Feature requests',
  banAppeals: 'Ban appeals',
  playerReports: 'Player reports',
  deliveries: 'Deliveries pending or failed',
  paymentMismatches: 'Payments not matching their purchase',
  battleDisputes: 'Disputed battles',
};

export const staffOverviewSchema = z
  .object({
    open: z.record(z.enum(STAFF_QUEUES), z.number().int()),
    newest: z.array(
      z.object({
        queue: z.enum(STAFF_QUEUES),
        id: z.string(),
        title: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    today: z.object({ auditEntries: z.number().int(), submissions: z.number().int(), matches: z.number().int() }),
  })
  .meta({ id: 'StaffOverview' });
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

/** Tables whose changes move the overview (the page refetches when one changes). */
export const OVERVIEW_TABLES = [
  'gym_leader_applications',
  'support_tickets',
  'bug_reports',
  'feature_requests',
  'ban_appeals',
  'player_reports',
  'delivery_actions',
  'payment_mismatches',
  'battle_reports',
  'audit_log',
  'matches',
] as const;
