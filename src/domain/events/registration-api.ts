import { z } from 'zod';

// The event registration API's schemas (the rules and texts are in registration.ts).

export const eventIdParam = z.object({ id: z.uuid({ error: 'The event id must be a UUID.' }) });

export const myEventRegistrationsSchema = z
  .object({ registered: z.array(z.string()).meta({ description: 'Ids of the events you are registered for' }) })
  .meta({ id: 'MyEventRegistrations' });
export type MyEventRegistrations = z.infer<typeof myEventRegistrationsSchema>;

export const eventRegistrationResultSchema = z
  .object({ eventId: z.string(), status: z.enum(['registered', 'cancelled']), registrationCount: z.number().int() })
  .meta({ id: 'EventRegistrationResult' });
export type EventRegistrationResult = z.infer<typeof eventRegistrationResultSchema>;
