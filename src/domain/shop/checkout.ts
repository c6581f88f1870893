import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { EV_EDITOR_POLICY, RANK_IDS, findRank, type RankId } from './ranks.ts';
import { MAX_CART_LINES, MAX_QUANTITY } from './cart.ts';
import { rankOfItem } from './catalog.ts';
import { type Billing } from './catalog-item.ts';
import { ATTESTATION_TYPES } from './enums.ts';

/**
 * The checkout's messages, each a toast title and (where it has one) its text. The server answers
 * a refused checkout with the title as `error.message`, the text as `error.fields.description` and
 * CHECKOUT_REFUSED as `error.reason`, so the web shows the same words whichever side caught it.
 */
export const CHECKOUT_MESSAGES = {
  signIn: { title: 'Please log in' },
  cartEmpty: { title: 'Cart is empty' },
  minecraftRequired: {
    title: 'Minecraft account required',
    description: 'Please link your Minecraft account to make purchases.',
  },
  gymLeaderRequired: {
    title: 'Please select a gym leader',
    description: 'Choose a gym leader to support with your purchase.',
  },
  attestationRequired: {
    title: 'Please confirm attestation',
    description: 'You must check the attestation box to continue.',
  },
  evPolicyRequired: {
    title: 'Please confirm EV Editor Policy',
    description: 'You must agree to the EV Editor Policy for Master rank purchases.',
  },
  noGymLeaders: 'No gym leaders are available for selection. Please contact an administrator if this issue persists.',
  attestationSaveFailed: { title: 'Error', description: 'Failed to save attestation. Please try again.' },
  evPolicySaveFailed: { title: 'Error', description: 'Failed to save EV Editor Policy attestation. Please try again.' },
  attestationConfirmFailed: { title: 'Error', description: 'Failed to confirm attestation. Please try again.' },
  paymentError: {
    title: 'Payment Error',
    description: 'There was an error processing your payment. Please try again.',
  },
  checkoutError: { title: 'Checkout Error', description: 'Failed to initiate checkout. Please try again.' },
  canceled: { title: 'Payment Canceled', description: 'Your order was canceled. Your cart has been saved for later.' },
  historyLoadFailed: {
    title: 'Error Loading Purchases',
    description: 'Failed to load your purchase history. Please try again.',
  },
} as const;

/** The `reason` of a checkout refusal worded by one of the messages above (or the account or rank checks). */
export const CHECKOUT_REFUSED = 'checkout_refused';

/**
 * The checkout shows the linked Minecraft account and does not ask for it to be typed again. The name
 * the dialog showed is sent back; when the link changed meanwhile, the checkout is refused with these
 * words, which never name the linked account.
 */
export const ACCOUNT_CHANGED_MESSAGE = {
  title: 'Minecraft account changed',
  description: 'Your linked Minecraft account is not the one this checkout showed. Close the checkout and start again.',
};

export function usernameMatches(shown: string | undefined, linked: string): boolean {
  return shown === undefined || shown.trim() === linked;
}

/** A rank the player holds, or one below it, is not sold again; the refusal says which rank they have. */
export function rankHeldMessage(held: string, wanted: string) {
  return held === wanted
    ? {
        title: 'You already have this rank',
        description: `Your Minecraft account already has the ${held} rank, and it renews by itself. Manage it from Purchase History.`,
      }
    : {
        title: 'You already have a higher rank',
        description: `Your Minecraft account already has the ${held} rank, which includes everything ${wanted} gives. Manage it from Purchase History.`,
      };
}

/** The rank an order buys (an order holds one at most), or null. */
export function rankBought(itemIds: readonly string[]): RankId | null {
  for (const id of itemIds) {
    const rank = rankOfItem(id)?.rank;
    if (rank) return rank;
  }
  return null;
}

/**
 * One Minecraft account holds a rank once: a rank it holds, or one below a rank it holds (ranks
 * include the ones before them), is not sold again. The refusal's words, or null when `wanted` may
 * be sold to an account holding `held`. The checkout refuses with them; a payment that still
 * arrives for such a rank is refunded (the webhook asks the same question).
 */
export function heldRankRefusal(held: readonly RankId[], wanted: RankId) {
  const tier = (rank: RankId) => RANK_IDS.indexOf(rank);
  const highest = held.reduce<RankId | null>((a, b) => (a && tier(a) >= tier(b) ? a : b), null);
  if (!highest || tier(highest) < tier(wanted)) return null;
  return rankHeldMessage(findRank(highest).name, findRank(wanted).name);
}

/** What the pay step says beside a subscription's price: it is charged again each period until canceled. */
export function renewalText(billing: Billing): string | null {
  return billing.kind === 'subscription' ? `per ${billing.interval}, renews` : null;
}

/** An attestation older than this no longer counts for a checkout. */
export const ATTESTATION_MAX_AGE_MINUTES = 60;

/** What the buyer agrees to; the server stores these words, whatever the browser shows. */
export const ATTESTATION_TEXTS = {
  minecraft_online_requirement:
    'I confirm that I will be online on the Minecraft server to receive my purchase, and that the Minecraft account shown is mine.',
  ev_editor_policy: `I agree to the EV Editor Policy: ${EV_EDITOR_POLICY.summary}`,
} as const satisfies Record<(typeof ATTESTATION_TYPES)[number], string>;

const minecraftName = plainText('The Minecraft username').max(64);

export const attestationRequest = z
  .object({
    attestationType: z.enum(ATTESTATION_TYPES, { error: 'Choose which attestation you confirm.' }),
    /** The box was ticked; anything else is refused. */
    accepted: z.literal(true, { error: CHECKOUT_MESSAGES.attestationRequired.description }),
    /** The linked Minecraft name the dialog showed (optional: the server stores the linked one). */
    minecraftUsername: minecraftName.optional(),
  })
  .meta({ id: 'AttestationRequest' });
export type AttestationRequest = z.infer<typeof attestationRequest>;

export const attestationResponse = z
  .object({ id: z.string(), attestationType: z.enum(ATTESTATION_TYPES), createdAt: z.string() })
  .meta({ id: 'Attestation' });

const id = (label: string) => plainText(label).min(1).max(64);

export const checkoutRequest = z
  .object({
    /** Ids and quantities only: names and prices come from the server's catalog. */
    items: z
      .array(
        z.object({
          id: id('The item id'),
          quantity: z
            .number({ error: 'The quantity must be a number.' })
            .int('The quantity must be a whole number.')
            .min(1, 'Every quantity must be above 0.')
            .max(MAX_QUANTITY, `A quantity can be at most ${MAX_QUANTITY}.`),
        }),
      )
      .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`),
    gymLeaderId: id('The gym leader').nullable(),
    /** The linked Minecraft name the dialog showed; the purchase is for the linked account. */
    minecraftUsername: minecraftName.optional(),
    attestationId: id('The attestation').nullable(),
    evPolicyAttestationId: id('The EV Editor Policy attestation').nullable().optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const checkoutResponse = z
  .object({
    url: z.string().meta({ description: "Stripe's hosted checkout page: send the browser there" }),
    sessionId: z.string(),
  })
  .meta({ id: 'CheckoutStarted' });

export const selectableGymLeadersResponse = z
  .object({
    leaders: z.array(z.object({ id: z.string(), displayName: z.string(), element: z.string() })),
  })
  .meta({ id: 'SelectableGymLeaders' });
