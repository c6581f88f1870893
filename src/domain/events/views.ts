import { z } from 'zod';
import { EVENT_KINDS } from './enums.ts';

/** One event as the public list shows it. */
export const siteEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(EVENT_KINDS),
  status: z.string().meta({ description: "'open' while registration is open; any other value means closed" }),
  startAt: z.string(),
  endAt: z.string().nullable(),
  rewards: z.record(z.string(), z.string()).meta({ description: 'Reward name to value' }),
  capacity: z.number().int().nullable(),
  registrationCount: z.number().int().meta({ description: "Registrations with status 'registered'" }),
});

export const eventsResponseSchema = z.object({ events: z.array(siteEventSchema) }).meta({ id: 'Events' });

export type SiteEvent = z.infer<typeof siteEventSchema>;
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
