import { z } from 'zod';
import { REGISTRATION_STATUSES, TERA_TYPES } from './enums.ts';

// What the Mid-Season Doubles endpoints answer. A public team carries no email, Discord tag or user id.

const member = z.object({ species: z.string(), heldItem: z.string(), moves: z.array(z.string()) });

export const doublesInfoSchema = z
  .object({
    name: z.string(),
    startsAt: z.string(),
    playerCap: z.number().int(),
    registeredCount: z.number().int(),
    waitlistCount: z.number().int(),
    registrationOpen: z.boolean(),
    /** Inside the check-in window (30 minutes before the start) until check-in closed. */
    checkinOpen: z.boolean(),
    registrationClosesAt: z.string(),
    /** Teams are public once registration has closed. */
    teamsPublic: z.boolean(),
  })
  .meta({ id: 'DoublesInfo' });
export type DoublesInfo = z.infer<typeof doublesInfoSchema>;

export const doublesRegistrationSchemaOut = z
  .object({
    id: z.uuid(),
    minecraftUsername: z.string(),
    discordTag: z.string(),
    email: z.string(),
    timezone: z.string(),
    team: z.array(member),
    teraPokemonSlot: z.number().int(),
    teraType: z.enum(TERA_TYPES),
    rulesAgreement: z.boolean(),
    checkinAgreement: z.boolean(),
    privacyAgreement: z.boolean(),
    createdAt: z.string(),
    /** As the Founders' Cup's: slots 1 to the cap registered, later slots waitlisted; none once withdrawn or dropped. */
    status: z.enum(REGISTRATION_STATUSES),
    slot: z.number().int().nullable(),
    checkedIn: z.boolean(),
  })
  .meta({ id: 'DoublesRegistration' });
export type DoublesRegistration = z.infer<typeof doublesRegistrationSchemaOut>;

export const myDoublesSchema = z
  .object({
    registration: doublesRegistrationSchemaOut.nullable(),
    /** From the account: the linked Minecraft name (if any) and the Discord name. */
    prefill: z.object({ minecraftUsername: z.string().nullable(), discordTag: z.string() }),
  })
  .meta({ id: 'MyDoubles' });
export type MyDoubles = z.infer<typeof myDoublesSchema>;

export const publicDoublesTeamSchema = z
  .object({
    id: z.uuid(),
    minecraftUsername: z.string(),
    team: z.array(member),
    teraPokemonSlot: z.number().int(),
    teraType: z.enum(TERA_TYPES),
  })
  .meta({ id: 'DoublesTeam' });
export type PublicDoublesTeam = z.infer<typeof publicDoublesTeamSchema>;

export const publicDoublesTeamsSchema = z
  .object({ teams: z.array(publicDoublesTeamSchema) })
  .meta({ id: 'DoublesTeams' });
