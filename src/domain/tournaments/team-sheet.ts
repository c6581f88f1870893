import { z } from 'zod';
import { oneOf, requiredText } from '../forms/fields.ts';
import { TERA_TYPES } from './enums.ts';
import { DOUBLES_MESSAGES, slotLabel } from './team-sheet-text.ts';

// The Mid-Season Doubles team sheet: its shape and the rules that need no Pokémon data. The server
// checks the rest (real species, items, moves, learnsets) with the Pokémon data it holds.

export const TEAM_SIZE = 6;
export const MOVES_PER_POKEMON = 4;
/** At most this many Legendary or Mythical Pokémon per team. */
export const MAX_RESTRICTED = 2;
/** Paradox Pokémon that count as Legendary here; every other Paradox is a standard Pokémon. */
export const RESTRICTED_PARADOX = [
  'Koraidon',
  'Walking Wake',
  'Gouging Fire',
  'Raging Bolt',
  'Miraidon',
  'Iron Leaves',
  'Iron Boulder',
  'Iron Crown',
] as const;
const NAME_MAX = 40;

/** A list of exactly `n` entries, each checked by its own schema, with a message naming what is wrong. */
function exactly<T extends z.ZodType>(n: number, what: string, items: T[]) {
  return z
    .array(z.unknown(), { error: `${what} must be a list of ${n}.` })
    .length(n, `${what} must have exactly ${n}.`)
    .pipe(z.tuple(items as [T, ...T[]]));
}

function member(index: number) {
  const slot = slotLabel(index);
  const moves = Array.from({ length: MOVES_PER_POKEMON }, (_, k) => requiredText(`${slot} move ${k + 1}`, NAME_MAX));
  return z.object(
    {
      species: requiredText(`${slot} species`, NAME_MAX),
      heldItem: requiredText(`${slot} held item`, NAME_MAX),
      moves: exactly(MOVES_PER_POKEMON, `${slot} moves`, moves),
    },
    { error: `${slot} must have a species, a held item and four moves.` },
  );
}

export interface DoublesTeamMember {
  species: string;
  heldItem: string;
  moves: [string, string, string, string];
}
export type DoublesTeam = DoublesTeamMember[];

// The tuples check each slot with its own labels; the type says plainly what comes out.
export const doublesTeamSchema = exactly(
  TEAM_SIZE,
  'The team (Pokémon)',
  Array.from({ length: TEAM_SIZE }, (_, i) => member(i)),
) as unknown as z.ZodType<DoublesTeam, unknown[]>;

const agreed = (message: string) => z.literal(true, { error: message });

export const doublesRegistrationSchema = z
  .object({
    // The Minecraft name and the Discord tag are not input: the server takes them from the linked account and
    // the session (registrant.ts), and ignores any in the body.
    timezone: requiredText('Timezone', 64),
    team: doublesTeamSchema,
    // One number, so a sheet can never name two Tera Pokémon.
    teraPokemonSlot: z
      .number({ error: DOUBLES_MESSAGES.teraSlot })
      .int(DOUBLES_MESSAGES.teraSlot)
      .min(1, DOUBLES_MESSAGES.teraSlot)
      .max(TEAM_SIZE, DOUBLES_MESSAGES.teraSlot),
    teraType: oneOf(TERA_TYPES, 'tera type'),
    rulesAgreement: agreed('You must agree to the tournament rules.'),
    checkinAgreement: agreed('You must agree to check in 30 minutes before the start.'),
    privacyAgreement: agreed('You must agree to disclose your team to staff.'),
  })
  .meta({ id: 'DoublesRegistrationInput' });
export type DoublesRegistrationInput = z.output<typeof doublesRegistrationSchema>;

/** Field paths as the schema names them, so a server message lands beside its field in the form. */
export const memberField = (index: number, field: 'species' | 'heldItem') => `team.${index}.${field}`;
export const moveField = (index: number, move: number) => `team.${index}.moves.${move}`;

/** Each later slot whose key repeats an earlier one, with the earlier slot: [later, earlier]. */
export function duplicateSlots(keys: readonly string[]): [number, number][] {
  const first = new Map<string, number>();
  const dups: [number, number][] = [];
  keys.forEach((key, i) => {
    const seen = first.get(key);
    if (seen === undefined) first.set(key, i);
    else dups.push([i, seen]);
  });
  return dups;
}

/** The restricted slots beyond the limit (the third restricted Pokémon and later), or none. */
export function restrictedOverLimit(restricted: readonly boolean[]): number[] {
  const slots = restricted.flatMap((r, i) => (r ? [i] : []));
  return slots.length > MAX_RESTRICTED ? slots.slice(MAX_RESTRICTED) : [];
}

/** The pure team rules (no duplicate species or items, at most two restricted) as field messages. */
export function teamRuleProblems(team: {
  species: readonly string[];
  speciesKeys: readonly string[];
  items: readonly string[];
  itemKeys: readonly string[];
  restricted: readonly boolean[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [i, j] of duplicateSlots(team.speciesKeys)) {
    fields[memberField(i, 'species')] ??=
      `${slotLabel(i)} species: ${team.species[i]} is already on your team (${slotLabel(j)}); no duplicate species.`;
  }
  for (const [i, j] of duplicateSlots(team.itemKeys)) {
    fields[memberField(i, 'heldItem')] ??=
      `${slotLabel(i)} held item: ${team.items[i]} is already held by ${slotLabel(j)}; no duplicate items.`;
  }
  for (const i of restrictedOverLimit(team.restricted)) {
    fields[memberField(i, 'species')] ??=
      `${slotLabel(i)} species: ${team.species[i]} would be a third Legendary or Mythical Pokémon; at most ${MAX_RESTRICTED} are allowed.`;
  }
  return fields;
}
