import { z } from 'zod';
import { GAMES_TO_WIN } from './bracket.ts';
import type { BracketStructure } from './bracket-structure.ts';
import { MATCH_OUTCOMES, REGISTRATION_STATUSES } from './enums.ts';
import { bracketMatchSchema } from './registration.ts';

// What staff send to run a tournament, and what the staff screen reads. The server decides who plays;
// staff name a match by its position and the result.

const int = (label: string) =>
  z.number({ error: `${label} must be a whole number.` }).int(`${label} must be a whole number.`);
const games = (label: string) =>
  int(label).min(0, `${label} is 0 to ${GAMES_TO_WIN}.`).max(GAMES_TO_WIN, `${label} is 0 to ${GAMES_TO_WIN}.`);
const bestOfThree = (r: { gamesP1: number; gamesP2: number }) =>
  (r.gamesP1 === GAMES_TO_WIN) !== (r.gamesP2 === GAMES_TO_WIN);
const outcome = z.enum(MATCH_OUTCOMES.filter((o) => o !== 'played') as ['forfeit', 'no_show'], {
  error: 'The outcome is forfeit or no_show.',
});
const winnerSide = z.union([z.literal(1), z.literal(2)], { error: 'The winning side is 1 or 2.' });
const BEST_OF_THREE = { message: 'A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.', path: ['gamesP1'] };
// Sides, as in winnerSide: the same words for a singles bracket's players and a doubles bracket's teams.
const sideGames = { gamesP1: games('Games won by side 1'), gamesP2: games('Games won by side 2') };

/** What staff send for one match of a bracket of this structure: only positions the structure has. */
function inputsFor(s: BracketStructure) {
  const most = (k: 'round' | 'match') => Math.max(...s.positions.map((p) => p[k]));
  const range = (label: string, max: number) =>
    int(label).min(1, `${label} is 1 to ${max}.`).max(max, `${label} is 1 to ${max}.`);
  const position = { round: range('The round', most('round')), match: range('The match', most('match')) };
  const existing = (p: { round: number; match: number }, ctx: z.RefinementCtx) => {
    if (!s.positions.some((b) => b.round === p.round && b.match === p.match))
      ctx.addIssue({ code: 'custom', path: ['match'], message: `There is no match ${p.match} in round ${p.round}.` });
  };
  return {
    position: z.object(position).superRefine(existing),
    result: z
      .object({ ...position, ...sideGames })
      .superRefine(existing)
      .refine(bestOfThree, BEST_OF_THREE),
    forfeit: z.object({ ...position, outcome, winnerSide }).superRefine(existing),
  };
}

const built = new Map<BracketStructure, ReturnType<typeof inputsFor>>();
/** The schemas of a structure's match inputs, built once per structure. */
export function bracketInputs(s: BracketStructure) {
  if (!built.has(s)) built.set(s, inputsFor(s));
  return built.get(s)!;
}

// What the staff endpoints accept for any tournament: the shape only. The tournament's own structure
// then says which rounds and matches exist (bracketInputs), once the endpoint knows the tournament.
const anyPosition = { round: int('The round'), match: int('The match') };
export const anyMatchPositionSchema = z.object(anyPosition).meta({ id: 'BracketPosition' });
export const anyMatchResultSchema = z
  .object({ ...anyPosition, ...sideGames })
  .refine(bestOfThree, BEST_OF_THREE)
  .meta({ id: 'BracketMatchResult' });
export const anyMatchForfeitSchema = z
  .object({ ...anyPosition, outcome, winnerSide })
  .meta({ id: 'BracketMatchForfeit' });

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
    /** Registration has opened and no longer accepts players (the switch is off or the window passed). */
    registrationClosed: z.boolean(),
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
