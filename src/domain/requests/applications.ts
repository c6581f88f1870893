import { z } from 'zod';
import { APPLICATION_STATUSES } from '../forms/enums.ts';
import { ELEMENTS } from '../shared/elements.ts';
import { plainText } from '../shared/inputs.ts';
import { pageQuery } from '../staff/paging.ts';
import { requestMessage } from './queues.ts';

// Staff review of gym leader applications: submitted, in review, accepted, rejected.

export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  submitted: 'Submitted',
  under_review: 'In review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const ELEMENT_TAKEN = 'This element already has an active gym leader. Replace them?';
/** The `reason` of the 409 that says ELEMENT_TAKEN: the review then offers to replace the leader. */
export const ELEMENT_TAKEN_REASON = 'element_taken';

const elementEnum = z.enum(ELEMENTS, { error: `The element must be one of ${ELEMENTS.join(', ')}.` });

export const applicationListQuery = pageQuery.extend({
  status: z
    .enum(APPLICATION_STATUSES, { error: `The status must be one of ${APPLICATION_STATUSES.join(', ')}.` })
    .optional(),
  element: elementEnum.optional(),
});

export const applicationIdParam = z.object({ id: z.uuid({ error: 'The id must be a UUID.' }) });

export const acceptApplicationSchema = z.strictObject({
  /** The element the staff member confirms (the applicant's first or second choice, or another). */
  element: elementEnum,
  /** Whether to replace an active leader of that element (who is then deactivated). */
  replace: z.boolean({ error: 'Replace must be true or false.' }).default(false),
});

export const rejectApplicationSchema = z.strictObject({
  note: plainText('The note')
    .trim()
    .min(1, 'The note to the applicant is required.')
    .max(2000, 'The note must be at most 2000 characters.'),
});

export const applicationSummarySchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    discordUsername: z.string(),
    minecraftUsername: z.string(),
    gymPrimary: z.enum(ELEMENTS),
    gymSecondary: z.enum(ELEMENTS).nullable(),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: 'ApplicationSummary' });
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationDetailSchema = z
  .object({
    summary: applicationSummarySchema,
    userId: z.string(),
    fields: z.record(z.string(), z.unknown()),
    files: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), sizeBytes: z.number() })),
    /** The active leader of each element the applicant chose, if any. */
    takenBy: z.record(z.string(), z.string()),
    messages: z.array(requestMessage),
  })
  .meta({ id: 'ApplicationDetail' });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
