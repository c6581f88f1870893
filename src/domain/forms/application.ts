import { z } from 'zod';
import { ELEMENTS } from '../shared/elements.ts';
import { MIN_AVAILABILITY_SLOTS, SLOTS } from './availability.ts';
import { APPLICATION_TIMEZONES, DAYS } from './enums.ts';
import {
  email,
  minecraftUsername,
  oneOf,
  optionalDiscordUsername,
  optionalText,
  optionalWholeNumber,
  requiredText,
  requiredWholeNumber,
} from './fields.ts';

export const APPLICATION_MESSAGES = {
  age: 'You must confirm you are 18 years or older.',
  slots: 'Please select at least 2 availability slots.',
  terms: 'You must agree to all terms and conditions.',
  commitment: 'Please confirm you can commit to the availability you selected.',
  duplicate: 'You already have an application under review.',
} as const;

export const MIN_AGE = 18;
const LONG = 5000;

const slots = z
  .array(
    z.string().refine((s) => SLOTS.includes(s), 'Unknown availability slot.'),
    { error: APPLICATION_MESSAGES.slots },
  )
  .max(SLOTS.length)
  .transform((times) => [...new Set(times)])
  .refine((times) => times.length >= MIN_AVAILABILITY_SLOTS, APPLICATION_MESSAGES.slots);

/** A box that must be ticked; a boolean for the form, true once accepted. */
const mustBeTicked = (message: string) => z.boolean({ error: message }).refine((v) => v, message);

const gymSecondary = z
  .string({ error: 'Choose a valid secondary gym type.' })
  .nullish()
  .transform((v) => v || null)
  .pipe(oneOf(ELEMENTS, 'secondary gym type').nullable());

const shape = {
  fullName: requiredText('Full name', 100),
  discordUsername: optionalDiscordUsername(),
  minecraftUsername: minecraftUsername(),
  email: email(),
  timezone: oneOf(APPLICATION_TIMEZONES, 'timezone'),
  ageConfirmed: mustBeTicked(APPLICATION_MESSAGES.age),
  ageNumber: optionalWholeNumber('Age', MIN_AGE, 120),
  availableDays: z
    .array(oneOf(DAYS, 'day'))
    .max(DAYS.length * 3)
    .default([]),
  availableTimes: slots,
  gymPrimary: oneOf(ELEMENTS, 'primary gym type'),
  gymSecondary,
  yearsExperience: optionalWholeNumber('Years of experience', 0, 100).transform((v) => v ?? 0),
  tournamentExperience: optionalText('Tournament experience', 2000),
  highestRanking: optionalText('Highest ranking', 200),
  teamBuildingPhilosophy: requiredText('Team building philosophy', LONG),
  discordManagementExperience: z.boolean().default(false),
  statusUpdateComfort: z.boolean().default(false),
  conflictResponse: requiredText('Conflict response', LONG),
  whyJoin: requiredText('Why you want to join', LONG),
  creatingExperience: requiredText('Community experience', LONG),
  promotionStrategy: requiredText('Promotion strategy', LONG),
  revenueAcknowledgement: mustBeTicked(APPLICATION_MESSAGES.terms),
  rulesAcknowledgement: mustBeTicked(APPLICATION_MESSAGES.terms),
};

/** What the server accepts (the files travel beside it). Unknown keys, such as a user id, are dropped. */
export const applicationSchema = z.object(shape).meta({ id: 'GymLeaderApplication' });
export type ApplicationInput = z.output<typeof applicationSchema>;

/** The form adds what the browser requires before sending: years filled in and the commitment ticked. */
export const applicationFormSchema = z.object({
  ...shape,
  yearsExperience: requiredWholeNumber('Years of experience', 0, 100),
  availabilityCommitment: mustBeTicked(APPLICATION_MESSAGES.commitment),
});
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;

/**
 * The submit-time checks in the order the applicant meets them; the form announces the first
 * that fails (field errors are shown beside their fields).
 */
export const SUBMIT_CHECKS: readonly { fields: readonly string[]; message: string }[] = [
  { fields: ['ageConfirmed'], message: APPLICATION_MESSAGES.age },
  { fields: ['availableTimes'], message: APPLICATION_MESSAGES.slots },
  { fields: ['revenueAcknowledgement', 'rulesAcknowledgement'], message: APPLICATION_MESSAGES.terms },
];

export function firstSubmitProblem(failedFields: readonly string[]): string | null {
  return SUBMIT_CHECKS.find((c) => c.fields.some((f) => failedFields.includes(f)))?.message ?? null;
}

export const applicationPrefillSchema = z
  .object({ fullName: z.string(), discordUsername: z.string(), minecraftUsername: z.string().nullable() })
  .meta({ id: 'ApplicationPrefill' });
export type ApplicationPrefill = z.infer<typeof applicationPrefillSchema>;

/** What a stored application answers: its id and its stored files. */
export const applicationSubmittedSchema = z
  .object({ id: z.uuid(), uploads: z.array(z.object({ id: z.uuid(), name: z.string() })) })
  .meta({ id: 'ApplicationSubmitted' });
