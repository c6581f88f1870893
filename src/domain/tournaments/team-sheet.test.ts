import { describe, expect, it } from 'vitest';
import {
  doublesRegistrationSchema,
  duplicateSlots,
  restrictedOverLimit,
  teamRuleProblems,
  TEAM_SIZE,
} from './team-sheet.ts';

const member = (species: string, heldItem = `${species} Berry`) => ({
  species,
  heldItem,
  moves: ['Protect', 'Fake Out', 'Tackle', 'Growl'],
});
const valid = {
  minecraftUsername: 'Ash_K',
  discordTag: 'ashk',
  timezone: 'EST',
  team: ['Incineroar', 'Rillaboom', 'Garchomp', 'Charizard', 'Amoonguss', 'Urshifu'].map((s) => member(s)),
  teraPokemonSlot: 2,
  teraType: 'Fire',
  rulesAgreement: true,
  checkinAgreement: true,
  privacyAgreement: true,
};
function fieldsOf(body: unknown): Record<string, string> {
  const r = doublesRegistrationSchema.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('team sheet shape', () => {
  it('accepts a full sheet', () => {
    expect(doublesRegistrationSchema.safeParse(valid).success).toBe(true);
  });
  it('names the slot and the field of a missing move or species', () => {
    const team = structuredClone(valid.team);
    team[2]!.moves[3] = ' ';
    team[4]!.species = '';
    expect(fieldsOf({ ...valid, team })).toEqual({
      'team.2.moves.3': 'Pokémon 3 move 4 is required.',
      'team.4.species': 'Pokémon 5 species is required.',
    });
  });
  it('refuses 7 Pokémon, 5 Pokémon and 3 moves', () => {
    expect(fieldsOf({ ...valid, team: [...valid.team, member('Pikachu')] })).toEqual({
      team: 'The team (Pokémon) must have exactly 6.',
    });
    expect(fieldsOf({ ...valid, team: valid.team.slice(1) })).toEqual({
      team: 'The team (Pokémon) must have exactly 6.',
    });
    const team = structuredClone(valid.team);
    team[0]!.moves.pop();
    expect(fieldsOf({ ...valid, team })).toEqual({ 'team.0.moves': 'Pokémon 1 moves must have exactly 4.' });
  });
  it('takes exactly one tera slot from 1 to 6 and one of the 18 tera types', () => {
    const msg = 'Choose exactly one Tera Pokémon (slot 1 to 6).';
    expect(fieldsOf({ ...valid, teraPokemonSlot: [1, 2] })).toEqual({ teraPokemonSlot: msg });
    expect(fieldsOf({ ...valid, teraPokemonSlot: 7 })).toEqual({ teraPokemonSlot: msg });
    expect(fieldsOf({ ...valid, teraPokemonSlot: 1.5 })).toEqual({ teraPokemonSlot: msg });
    expect(fieldsOf({ ...valid, teraType: 'Stellar' })).toEqual({ teraType: 'Choose a valid tera type.' });
  });
  it('needs the three agreements', () => {
    expect(Object.keys(fieldsOf({ ...valid, rulesAgreement: false, privacyAgreement: 'yes' }))).toEqual([
      'rulesAgreement',
      'privacyAgreement',
    ]);
  });
  it('refuses NUL characters and huge names', () => {
    const team = structuredClone(valid.team);
    team[1]!.heldItem = 'Leftovers\u0000';
    team[3]!.moves[0] = 'x'.repeat(41);
    expect(fieldsOf({ ...valid, team })).toEqual({
      'team.1.heldItem': 'Pokémon 2 held item must not contain NUL characters.',
      'team.3.moves.0': 'Pokémon 4 move 1 must be at most 40 characters.',
    });
  });
});

describe('team rules', () => {
  it('finds later duplicates', () => {
    expect(duplicateSlots(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual([
      [2, 0],
      [4, 1],
      [5, 0],
    ]);
  });
  it('allows two restricted and names the third', () => {
    expect(restrictedOverLimit([true, false, true, false, false, false])).toEqual([]);
    expect(restrictedOverLimit([true, false, true, true, false, true])).toEqual([3, 5]);
  });
  it('names slot and field for duplicate species, items and a third restricted', () => {
    const species = ['Koraidon', 'Miraidon', 'Raging Bolt', 'Garchomp', 'Garchomp', 'Pikachu'];
    const items = ['Leftovers', 'Sitrus Berry', 'Leftovers', 'Focus Sash', 'Choice Band', 'Light Ball'];
    expect(
      teamRuleProblems({
        species,
        speciesKeys: species,
        items,
        itemKeys: items,
        restricted: [true, true, true, false, false, false],
      }),
    ).toEqual({
      'team.4.species': 'Pokémon 5 species: Garchomp is already on your team (Pokémon 4); no duplicate species.',
      'team.2.heldItem': 'Pokémon 3 held item: Leftovers is already held by Pokémon 1; no duplicate items.',
      'team.2.species':
        'Pokémon 3 species: Raging Bolt would be a third Legendary or Mythical Pokémon; at most 2 are allowed.',
    });
    expect(TEAM_SIZE).toBe(6);
  });
});
