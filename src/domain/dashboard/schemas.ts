import { z } from 'zod';
import { oneOf, requiredText } from '../forms/fields.ts';
import { ELEMENTS, GYM_LEADER_STATUSES } from '../shared/elements.ts';
import { plainText } from '../shared/inputs.ts';
import { EARNING_KINDS } from '../shop/enums.ts';
import { formatUsd } from '../shared/numbers.ts';
import { dollarsToCents } from './money.ts';
import { PAYOUT_MAX_CENTS, PAYOUT_METHODS, PAYOUT_REFERENCE_MAX } from './payout-methods.ts';

const amountCents = z
  .number({ error: 'The amount must be a whole number of cents.' })
  .int('The amount must be a whole number of cents.')
  .min(1, 'The amount must be more than $0.00.')
  .max(PAYOUT_MAX_CENTS, `The amount must be at most ${formatUsd(PAYOUT_MAX_CENTS)}.`);
const method = oneOf(PAYOUT_METHODS, 'payout method');
const reference = requiredText('Reference', PAYOUT_REFERENCE_MAX);

/** A payout staff record for a leader; the leader comes from the path, the staff member from the session. */
export const payoutInput = z.object({ amountCents, method, reference }).meta({ id: 'PayoutInput' });

/** The staff form: the amount typed in dollars, then the same rules as the API. */
export const payoutForm = z.object({
  amount: plainText('Amount', 'Amount is required.')
    .trim()
    .min(1, 'Amount is required.')
    .transform((v, ctx) => {
      const cents = dollarsToCents(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter the amount in dollars, e.g. 12.50.' });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(amountCents),
  method,
  reference,
});

const leader = {
  displayName: z.string(),
  element: z.enum(ELEMENTS),
};
const totals = z.object({
  earningsCents: z.number().int(),
  payoutsCents: z.number().int(),
  balanceCents: z.number().int(),
});

export const leaderBalance = z
  .object({
    id: z.string(),
    ...leader,
    active: z.boolean(),
    ...totals.shape,
    /** The leader's open payout request (its amount and when they asked), if any. */
    request: z.object({ amountCents: z.number().int(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'LeaderBalance' });
export const leaderBalances = z.object({ leaders: z.array(leaderBalance) }).meta({ id: 'LeaderBalances' });

export const payoutView = z
  .object({
    id: z.string(),
    gymLeaderId: z.string(),
    ...leader,
    amountCents: z.number().int(),
    method: z.enum(PAYOUT_METHODS),
    reference: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payout' });
export const recordedPayout = z
  .object({ payout: payoutView, balanceCents: z.number().int() })
  .meta({ id: 'RecordedPayout' });

/** The signed-in leader's own dashboard: the spec's figures and the weekly earnings. */
export const dashboardView = z
  .object({
    leader: z.object({
      id: z.string(),
      ...leader,
      status: z.enum(GYM_LEADER_STATUSES),
      badgesAwarded: z.number().int(),
      winRate: z.number(),
    }),
    totals,
    weeks: z.array(z.object({ weekStart: z.string(), earningsCents: z.number().int() })),
  })
  .meta({ id: 'EarningsDashboard' });

/** One ledger line as its leader sees it: the purchase it came from, never who bought it. */
export const ledgerLine = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    kind: z.enum(EARNING_KINDS),
    amountCents: z.number().int(),
    sharePercent: z.number().nullable(),
    note: z.string().nullable(),
    purchase: z
      .object({
        id: z.string(),
        status: z.string(),
        totalCents: z.number().int(),
        items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      })
      .nullable(),
    payout: z.object({ method: z.enum(PAYOUT_METHODS), reference: z.string() }).nullable(),
  })
  .meta({ id: 'LedgerLine' });

export type PayoutInput = z.infer<typeof payoutInput>;
export type LeaderBalance = z.infer<typeof leaderBalance>;
export type PayoutView = z.infer<typeof payoutView>;
export type DashboardView = z.infer<typeof dashboardView>;
export type LedgerLine = z.infer<typeof ledgerLine>;
