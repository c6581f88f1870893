import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';

/**
 * The vote sites staff configure (name, address, reward note) and the vote page lists in their order. The demo
 * data holds the six server lists the league is listed on; staff add, edit, reorder and remove them.
 */

/** Enough for every server list worth voting on; the page stays one screen of cards. */
export const MAX_VOTE_SITES = 12;

export const VOTE_SITE_MESSAGES = {
  nameRequired: 'The name is required.',
  urlRequired: 'The address is required.',
  urlNotLink: 'The address must be a full link, e.g. https://minecraft-mp.com/server/123/vote/.',
  urlNotHttps: 'The address must start with https://.',
  urlTaken: 'Another vote site already has this address.',
  tooMany: `There can be at most ${MAX_VOTE_SITES} vote sites.`,
  orderMismatch: 'The order must list every vote site exactly once.',
  notFound: 'No vote site has this id.',
} as const;

const text = (label: string, max: number) =>
  plainText(label).trim().max(max, `${label} must be at most ${max} characters.`);

/** An https address with a host; anything else (http, javascript:, a bare word) is refused with its reason. */
export const voteSiteUrl = text('The address', 500)
  .min(1, VOTE_SITE_MESSAGES.urlRequired)
  .superRefine((value, ctx) => {
    if (value === '') return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: VOTE_SITE_MESSAGES.urlNotLink });
      return;
    }
    if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: VOTE_SITE_MESSAGES.urlNotHttps });
    else if (!url.hostname.includes('.') || url.username || url.password)
      ctx.addIssue({ code: 'custom', message: VOTE_SITE_MESSAGES.urlNotLink });
  });

/** One schema for the staff form and its handler. A blank reward note is none. */
export const voteSiteInputSchema = z
  .object({
    name: text('The name', 60).min(1, VOTE_SITE_MESSAGES.nameRequired),
    url: voteSiteUrl,
    rewardNote: text('The reward note', 120)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'VoteSiteInput' });
export type VoteSiteInput = z.input<typeof voteSiteInputSchema>;
export type VoteSiteValues = z.output<typeof voteSiteInputSchema>;

/** The new order: every site's id, first shown first. */
export const voteSiteOrderSchema = z
  .object({
    ids: z
      .array(z.guid('Each id must be a vote site id (a UUID).'), { error: 'The order must be a list of ids.' })
      .max(MAX_VOTE_SITES, VOTE_SITE_MESSAGES.orderMismatch),
  })
  .meta({ id: 'VoteSiteOrder' });
export type VoteSiteOrder = z.infer<typeof voteSiteOrderSchema>;

export const voteSiteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    rewardNote: z.string().nullable(),
  })
  .meta({ id: 'VoteSite' });
export type VoteSite = z.infer<typeof voteSiteSchema>;

/** GET /api/vote-sites and every staff change: the sites in the order the page shows them. */
export const voteSitesSchema = z.object({ sites: z.array(voteSiteSchema) }).meta({ id: 'VoteSites' });
export type VoteSites = z.infer<typeof voteSitesSchema>;
