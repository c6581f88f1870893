import { Dex, TeamValidator } from '@pkmn/sim';
import { RESTRICTED_PARADOX } from '../../../domain/tournaments/team-sheet.ts';

// The Mid-Season Doubles rules as a Pokémon Showdown format: doubles at level 50, Species Clause and
// Item Clause, at most two restricted Pokémon, no form that needs a mid-battle mechanic. `+Past`,
// because Cobblemon learnsets and species span every generation.

export const DOUBLES_FORMAT_NAME = '[Gen 9] Cobble League Doubles';

/** Legendary and Mythical Pokémon, and the Paradox that count as such. */
export const RESTRICTED = ['Restricted Legendary', 'Sub-Legendary', 'Mythical', ...RESTRICTED_PARADOX];

export const RULESET = [
  'Obtainable',
  'Team Preview',
  'Species Clause',
  'Item Clause = 1',
  'Adjust Level = 50',
  'Min Team Size = 6',
  'Max Team Size = 6',
  'Picked Team Size = 4',
  'Limit Two Restricted',
  'Dynamax Clause',
  '+Past',
];

/** Forms that need Mega Evolution, Dynamax, Battle Bond, Power Construct, Primal Reversion or Ultra Burst. */
export const BANLIST = [
  'Mega',
  'Battle Bond',
  'Power Construct',
  'Greninja-Bond',
  'Zygarde-Complete',
  'Groudon-Primal',
  'Kyogre-Primal',
  'Necrozma-Ultra',
];

/**
 * Builds the format and checks that every rule took effect. Pokémon Showdown drops a custom rule it
 * cannot parse without a word, which would quietly let banned teams through: a rule that does not
 * resolve stops the server at start-up instead.
 */
export function createDoublesValidator(): TeamValidator {
  let format = Dex.formats.get(DOUBLES_FORMAT_NAME);
  if (!format.exists) {
    Dex.formats.extend([
      {
        name: DOUBLES_FORMAT_NAME,
        mod: 'gen9',
        gameType: 'doubles',
        ruleset: RULESET,
        banlist: BANLIST,
        restricted: RESTRICTED,
      },
    ]);
    format = Dex.formats.get(DOUBLES_FORMAT_NAME);
  }
  if (!format.exists || format.gameType !== 'doubles')
    throw new Error(`Doubles format "${DOUBLES_FORMAT_NAME}" was not created`);
  const table = Dex.formats.getRuleTable(format);
  const expected = [
    ...RULESET.map((r) => Dex.formats.validateRule(r)),
    ...BANLIST.map((b) => `-${Dex.formats.validateBanRule(b)}`),
    ...RESTRICTED.map((r) => `*${Dex.formats.validateBanRule(r)}`),
  ];
  for (const spec of expected) {
    if (typeof spec !== 'string') throw new Error(`Doubles format rule ${JSON.stringify(spec)} is not a plain rule`);
    const [id, value] = spec.split('=');
    const inEffect = value === undefined ? table.has(id!) : table.valueRules.get(id!) === value;
    if (!inEffect) throw new Error(`Doubles format rule "${spec}" did not take effect`);
  }
  for (const name of RESTRICTED_PARADOX) {
    if (!table.isRestrictedSpecies(Dex.species.get(name)))
      throw new Error(`${name} is not restricted in the doubles format`);
  }
  const validator = new TeamValidator(format);
  memoizeRuleLookups(validator);
  // The first check loads the learnsets (a few hundred ms): pay it at start-up, not on a player's submit.
  validator.validateSet(
    {
      name: '',
      species: 'Pikachu',
      item: '',
      ability: 'Static',
      moves: ['Thunderbolt'],
      nature: '',
      gender: '',
      evs: { hp: 1, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 },
      ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
      level: 50,
    },
    {},
  );
  return validator;
}

/**
 * validateSet looks up every rule of the format by name (`dex.formats.get`) for each Pokémon, and the
 * library builds a new Format object for a rule on each lookup (it caches formats, not rules): about a
 * third of a team check. Rules are fixed data, so each is built once here; formats and custom-rule
 * names (`@@@`) still go to the library.
 */
function memoizeRuleLookups(validator: TeamValidator) {
  const formats = validator.dex.formats;
  const lookup = formats.get.bind(formats);
  const rules = new Map<string, ReturnType<typeof lookup>>();
  formats.get = (name, isTrusted) => {
    if (typeof name !== 'string' || name.includes('@@@')) return lookup(name, isTrusted);
    let rule = rules.get(name);
    if (!rule) {
      rule = lookup(name, isTrusted);
      if (rule.exists && rule.effectType !== 'Format') rules.set(name, rule);
    }
    return rule;
  };
}
