import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { BUG_SEVERITIES, FEATURE_PRIORITIES, REPORT_TYPES, SUPPORT_CATEGORIES } from './enums.ts';
import { email, minecraftUsername, oneOf, optionalDiscordUsername, optionalText, requiredText } from './fields.ts';

// The five support and moderation forms. Unknown keys (a user id, say) are dropped: the server
// takes the user from the session.

const TITLE = 200;
const LONG = 5000;
const MEDIUM = 2000;
const VERSION = 50;

export const supportTicketSchema = z
  .object({
    email: email(),
    category: oneOf(SUPPORT_CATEGORIES, 'category'),
    subject: requiredText('Subject', TITLE),
    message: requiredText('Message', LONG),
  })
  .meta({ id: 'SupportTicket' });

export const bugReportSchema = z
  .object({
    title: requiredText('Title', TITLE),
    severity: oneOf(BUG_SEVERITIES, 'severity'),
    description: requiredText('Description', LONG),
    stepsToReproduce: optionalText('Steps to reproduce', LONG),
    expectedBehavior: optionalText('Expected behavior', MEDIUM),
    actualBehavior: optionalText('Actual behavior', MEDIUM),
    minecraftVersion: optionalText('Minecraft version', VERSION),
    modVersion: optionalText('Mod version', VERSION),
  })
  .meta({ id: 'BugReport' });

export const featureRequestSchema = z
  .object({
    title: requiredText('Title', TITLE),
    priority: oneOf(FEATURE_PRIORITIES, 'priority'),
    description: requiredText('Description', LONG),
    useCase: optionalText('Use case', MEDIUM),
  })
  .meta({ id: 'FeatureRequest' });

export const banAppealSchema = z
  .object({
    minecraftUsername: minecraftUsername(),
    discordUsername: optionalDiscordUsername(),
    banReason: requiredText('Ban reason', MEDIUM),
    appealReason: requiredText('Appeal reason', LONG),
    additionalInfo: optionalText('Additional information', LONG),
  })
  .meta({ id: 'BanAppeal' });

export const MAX_EVIDENCE_LINKS = 10;
const evidenceLink = plainText('Each evidence link')
  .max(500, 'Each evidence link must be at most 500 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Each evidence link must be a full http(s) address.' }));

export const playerReportSchema = z
  .object({
    reportedUsername: minecraftUsername('Reported username'),
    reportType: oneOf(REPORT_TYPES, 'report type'),
    description: requiredText('Description', LONG),
    evidenceLinks: z
      .array(plainText('Each evidence link'), { error: 'Evidence links must be a list.' })
      .default([])
      // Blank inputs are left over from the form's list; they are not evidence.
      .transform((links) => links.map((l) => l.trim()).filter((l) => l !== ''))
      .pipe(z.array(evidenceLink).max(MAX_EVIDENCE_LINKS, `At most ${MAX_EVIDENCE_LINKS} evidence links.`)),
  })
  .meta({ id: 'PlayerReport' });

export type SupportTicketInput = z.input<typeof supportTicketSchema>;
export type BugReportInput = z.input<typeof bugReportSchema>;
export type FeatureRequestInput = z.input<typeof featureRequestSchema>;
export type BanAppealInput = z.input<typeof banAppealSchema>;
export type PlayerReportInput = z.input<typeof playerReportSchema>;

export const SUPPORT_MESSAGES = {
  supportFailure: { title: 'Submission failed', description: 'Please try again or contact us through Discord.' },
  otherFailure: { title: 'Submission failed', description: 'Please try again later.' },
  supportSuccess: { title: 'Support ticket submitted!', description: "We'll get back to you as soon as possible." },
  bugSuccess: 'Bug report submitted!',
  featureSuccess: 'Feature request submitted!',
  appealSuccess: 'Ban appeal submitted!',
  reportSuccess: 'Player report submitted!',
} as const;

/** What a stored support form answers: its id. */
export const formSubmittedSchema = z.object({ id: z.uuid() }).meta({ id: 'FormSubmitted' });
