// Texts of the earnings dashboard a user reads; kept apart from the schemas so the page loads no zod.

export const DASHBOARD_TEXT = {
  title: 'Gym Leader Dashboard',
  deniedTitle: 'Gym Leader Access Only',
  deniedBody:
    'Only registered gym leaders can view this dashboard. If you believe this is an error, please contact support.',
  deniedCardTitle: 'Access Denied',
  deniedCardBody: 'You are not registered as a gym leader.',
  /** The message behind the access-denied view when the earnings cannot be loaded. */
  fetchFailed: 'Failed to fetch earnings',
  stats: {
    earnings: 'Total Earnings',
    payouts: 'Total Payouts',
    balance: 'Current Balance',
    badges: 'Badges Awarded',
  },
  performance: 'Performance Stats',
  winRate: 'Win Rate',
  status: 'Status',
} as const;

export const LEDGER_KIND_LABEL: Record<string, string> = {
  earning: 'Earning',
  reversal: 'Refund reversal',
  payout: 'Payout',
};

export const payoutTooLarge = (balance: string) =>
  `This payout is more than the leader's current balance of ${balance}.`;
