import { z } from 'zod';
import { BRACKET_POSITIONS, GAMES_TO_WIN } from './bracket.ts';
import { MATCH_OUTCOMES, REGISTRATION_STATUSES } from './enums.ts';
import { bracketMatchSchema } from './registration.ts';

// What staff send to run a tournament, and what the staff screen reads. The server decides who plays;
// staff name a match by its position and the result.

const int = (label: string) =>
  z.number({ error: `${label} must be a whole number.` }).int(`${label} must be a whole number.`);

const position = {
  round: int('The round').min(1, 'The round is 1 to 5.').max(5, 'The round is 1 to 5.'),
  match: int('The match').min(1, 'The match is 1 to 6.').max(6, 'The match is 1 to 6.'),
};
/** A round and match number that exist in the bracket (round 3 has one match, round 2 three…). */
const existing = (p: { round: number; match: number }, ctx: z.RefinementCtx) => {
  if (!BRACKET_POSITIONS.some((b) => b.round === p.round && b.match === p.match))
    ctx.addIssue({ code: 'custom', path: ['match'], message: `There is no match ${p.match} in round ${p.round}.` });
};

export const matchPositionSchema = z.object(position).superRefine(existing).meta({ id: 'BracketPosition' });

const games = (label: string) =>
  int(label).min(0, `${label} is 0 to ${GAMES_TO_WIN}.`).max(GAMES_TO_WIN, `${label} is 0 to ${GAMES_TO_WIN}.`);

/** A played result (or its correction): games won by each side; the winner is who reached two. */
export const matchResultSchema = z
  .object({ ...position, gamesP1: games('Games won by player 1'), gamesP2: games('Games won by player 2') })
  .superRefine(existing)
  .refine((r) => (r.gamesP1 === GAMES_TO_WIN) !== (r.gamesP2 === GAMES_TO_WIN), {
    message: 'A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.',
    path: ['gamesP1'],
  })
  .meta({ id: 'BracketMatchResult' });
export type MatchResultInput = z.infer<typeof matchResultSchema>;

/** A match decided without (all) games: the side that wins by the other's forfeit or no-show. */
export const matchForfeitSchema = z
  .object({
    ...position,
    outcome: z.enum(MATCH_OUTCOMES.filter((o) => o !== 'played') as ['forfeit', 'no_show'], {
      error: 'The outcome is forfeit or no_show.',
    }),
    winnerSide: z.union([z.literal(1), z.literal(2)], { error: 'The winning side is 1 or 2.' }),
  })
  .superRefine(existing)
  .meta({ id: 'BracketMatchForfeit' });
export type MatchForfeitInput = z.infer<typeof matchForfeitSchema>;

export const registrationSwitchSchema = z
  .object({ open: z.boolean({ error: 'Say whether registration is open (true or false).' }) })
  .meta({ id: 'TournamentRegistrationSwitch' });

export const staffTournamentSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    format: z.string(),
    playerCap: z.number().int(),
    registrationOpen: z.boolean(),
    registrationClosesAt: z.string(),
    checkinOpensAt: z.string(),
    checkinClosesAt: z.string(),
    checkinClosedAt: z.string().nullable(),
    redemptionSeed: z.string().nullable(),
    registrations: z.array(
      z.object({
        id: z.string(),
        minecraftUsername: z.string(),
        discordTag: z.string(),
        slot: z.number().int().nullable(),
        status: z.enum(REGISTRATION_STATUSES),
        checkedIn: z.boolean(),
      }),
    ),
    matches: z.array(bracketMatchSchema),
  })
  .meta({ id: 'StaffTournament' });
export type StaffTournament = z.infer<typeof staffTournamentSchema>;

/** The stored Redemption Road draw next to the draw replayed from its seed. */
export const redemptionReplaySchema = z
  .object({
    seed: z.string(),
    losers: z.array(z.string()),
    stored: z.array(z.string().nullable()),
    replayed: z.array(z.string().nullable()),
    matches: z.boolean(),
  })
  .meta({ id: 'RedemptionReplay' });
export type RedemptionReplay = z.infer<typeof redemptionReplaySchema>;
