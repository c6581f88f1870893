import { z } from 'zod';

// A leader asks staff to pay out their balance; the amount is the ledger's balance, computed by the server.

export const payoutRequestView = z
  .object({
    availableCents: z.number().int().meta({ description: "The ledger's balance now" }),
    open: z.object({ id: z.string(), amountCents: z.number().int(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'PayoutRequestState' });
export type PayoutRequestView = z.infer<typeof payoutRequestView>;

export const PAYOUT_REQUEST_TEXT = {
  title: 'Payout',
  button: 'Request payout',
  sent: 'Payout requested: staff will pay you and record it.',
  nothing: 'There is nothing to pay out yet.',
  alreadyOpen: 'You already have a payout request open; staff will record it.',
  open: (amount: string, when: string) => `You asked for ${amount} on ${when}; staff will record the payout.`,
} as const;
