import { z } from 'zod';
import { EVENT_KINDS } from '../events/enums.ts';
import { plainText, scheduledAt } from '../shared/inputs.ts';

/** 'open' takes registrations; 'closed' does not; 'cancelled' leaves the public pages. */
export const EVENT_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const MAX_REWARDS = 10;

const text = (label: string, max: number) =>
  plainText(label).trim().max(max, `${label} must be at most ${max} characters.`);

const reward = z.object({
  name: text('A reward name', 40).min(1, 'A reward needs a name.'),
  value: text('A reward', 120).min(1, 'A reward needs a value.'),
});

/** One schema for the staff event form and its handler. Rewards are an ordered list in the form. */
export const staffEventSchema = z
  .object({
    title: text('The title', 120).min(1, 'The title is required.'),
    description: text('The description', 2000).default(''),
    kind: z.enum(EVENT_KINDS, { error: 'Pick a kind: tournament, themed, raid or quick.' }),
    status: z.enum(EVENT_STATUSES, { error: 'The status must be open, closed or cancelled.' }).default('open'),
    startAt: scheduledAt('The start'),
    endAt: scheduledAt('The end').nullable().default(null),
    capacity: z
      .number({ error: 'The capacity must be a number.' })
      .int('The capacity must be a whole number.')
      .min(1, 'The capacity must be at least 1.')
      .max(100_000, 'The capacity must be at most 100000.')
      .nullable()
      .default(null),
    rewards: z.array(reward).max(MAX_REWARDS, `At most ${MAX_REWARDS} rewards.`).default([]),
  })
  .refine((e) => e.endAt === null || Date.parse(e.endAt) > Date.parse(e.startAt), {
    message: 'The end must be after the start.',
    path: ['endAt'],
  })
  .refine((e) => new Set(e.rewards.map((r) => r.name)).size === e.rewards.length, {
    message: 'Each reward needs its own name.',
    path: ['rewards'],
  })
  .meta({ id: 'StaffEvent' });
export type StaffEventInput = z.input<typeof staffEventSchema>;
export type StaffEvent = z.output<typeof staffEventSchema>;

export const eventStatusChangeSchema = z
  .object({ status: z.enum(EVENT_STATUSES, { error: 'The status must be open, closed or cancelled.' }) })
  .meta({ id: 'EventStatusChange' });

export const staffEventViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    kind: z.string(),
    status: z.string(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    capacity: z.number().int().nullable(),
    rewards: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'StaffEventView' });
export type StaffEventView = z.infer<typeof staffEventViewSchema>;

export const staffEventListItemSchema = staffEventViewSchema
  .extend({ registrationCount: z.number().int() })
  .meta({ id: 'StaffEventListItem' });
export type StaffEventListItem = z.infer<typeof staffEventListItemSchema>;

export const eventRegistrationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    discordId: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffEventRegistration' });
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
