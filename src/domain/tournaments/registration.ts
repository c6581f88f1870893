import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { BRACKET_MATCH_STATUSES, MATCH_OUTCOMES, REGISTRATION_STATUSES, TOURNAMENT_TIMEZONES } from './enums.ts';

// The Founders' Cup registration: one schema for the form and the handler. Every field is required;
// the slot and the status are the server's to decide and are not part of the input, and neither are the
// Minecraft name and the Discord tag: they come from the linked account and the session (registrant.ts).

const required = (label: string, max: number) =>
  plainText(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const pokemon = (n: number) => required(`Pokémon ${n}`, 40);
const agreed = (message: string) => z.literal(true, { error: message });

export const TIMEZONE_LABELS: Record<(typeof TOURNAMENT_TIMEZONES)[number], string> = {
  est: 'Eastern (EST)',
  cst: 'Central (CST)',
  mst: 'Mountain (MST)',
  pst: 'Pacific (PST)',
  utc: 'UTC',
  other: 'Other',
};

export const foundersRegistrationSchema = z
  .object({
    email: required('Email', 254).pipe(z.email('Enter a valid email address')),
    timezone: z.enum(TOURNAMENT_TIMEZONES, { error: 'Choose your timezone' }),
    pokemon1: pokemon(1),
    pokemon2: pokemon(2),
    pokemon3: pokemon(3),
    pokemon4: pokemon(4),
    pokemon5: pokemon(5),
    pokemon6: pokemon(6),
    checkinAgreement: agreed('You must agree to check in on time'),
    rulesAgreement: agreed('You must agree to the tournament rules'),
    streamingConsent: agreed('You must agree to the streaming consent'),
  })
  .meta({ id: 'FoundersCupRegistration' });

export type FoundersRegistrationInput = z.input<typeof foundersRegistrationSchema>;
/** The server's answer (503) when it could not give a registration a slot; the page shows it as it is. */
export const SLOT_UNAVAILABLE = 'Unable to assign registration slot. Please try again.';
export const SLOT_UNAVAILABLE_REASON = 'slot_unavailable';
/** The 409s of a registration: the page titles the first "Already Registered", the other "Registration Failed". */
export const ALREADY_REGISTERED = 'You have already registered for this tournament.';
export const ALREADY_REGISTERED_REASON = 'already_registered';
export const REGISTRATION_CLOSED = 'Registration for this tournament is closed.';
export const REGISTRATION_CLOSED_REASON = 'registration_closed';
export const POKEMON_FIELDS = ['pokemon1', 'pokemon2', 'pokemon3', 'pokemon4', 'pokemon5', 'pokemon6'] as const;

export const tournamentViewSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    format: z.string(),
    startsAt: z.string(),
    playerCap: z.number().int(),
    registrationOpensAt: z.string(),
    registrationClosesAt: z.string(),
    checkinOpensAt: z.string(),
    checkinClosesAt: z.string(),
    /** True while staff keep registration open and now is inside the registration window. */
    registrationOpen: z.boolean(),
    checkinOpen: z.boolean(),
    registeredCount: z.number().int(),
    waitlistCount: z.number().int(),
  })
  .meta({ id: 'Tournament' });

export const myRegistrationSchema = z
  .object({
    registration: z
      .object({
        id: z.string(),
        status: z.enum(REGISTRATION_STATUSES),
        slot: z.number().int().nullable(),
        checkedIn: z.boolean(),
        minecraftUsername: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'MyTournamentRegistration' });

export const publicRegistrationsSchema = z
  .object({
    registrations: z.array(
      z.object({ id: z.string(), minecraftUsername: z.string(), registrationSlot: z.number().int() }).strict(),
    ),
  })
  .meta({ id: 'PublicTournamentRegistrations' });

export const bracketMatchSchema = z.object({
  id: z.string(),
  roundNumber: z.number().int(),
  matchNumber: z.number().int(),
  matchStatus: z.enum(BRACKET_MATCH_STATUSES),
  gamesWonP1: z.number().int(),
  gamesWonP2: z.number().int(),
  isBye: z.boolean(),
  player1Id: z.string().nullable(),
  player2Id: z.string().nullable(),
  winnerId: z.string().nullable(),
  outcome: z.enum(MATCH_OUTCOMES).nullable(),
});
export type BracketMatchView = z.infer<typeof bracketMatchSchema>;

/** The public bracket: the registrations it names and its matches by round then match. */
export const publicBracketSchema = z
  .object({
    registeredCount: z.number().int(),
    playerCap: z.number().int(),
    registrations: publicRegistrationsSchema.shape.registrations,
    matches: z.array(bracketMatchSchema),
  })
  .meta({ id: 'PublicBracket' });
export type PublicBracket = z.infer<typeof publicBracketSchema>;
