import type { PokemonSet, TeamValidator } from '@pkmn/sim';
import {
  memberField,
  moveField,
  teamRuleProblems,
  type DoublesTeam,
  type DoublesTeamMember,
} from '../../../domain/tournaments/team-sheet.ts';
import { slotLabel } from '../../../domain/tournaments/team-sheet-text.ts';

// Checks a team sheet with real Pokémon data and answers field messages that name the slot and the
// field, e.g. {"team.2.moves.1": "Pokémon 3 move 2: Charizard can't learn Spore."}.

type Fields = Record<string, string>;

function resolveNames(v: TeamValidator, team: DoublesTeam, fields: Fields) {
  return team.map((m, i) => {
    const species = v.dex.species.get(m.species);
    const item = v.dex.items.get(m.heldItem);
    const moves = m.moves.map((name) => v.dex.moves.get(name));
    if (!species.exists)
      fields[memberField(i, 'species')] = `${slotLabel(i)} species: "${m.species}" is not a Pokémon.`;
    if (!item.exists) fields[memberField(i, 'heldItem')] = `${slotLabel(i)} held item: "${m.heldItem}" is not an item.`;
    moves.forEach((move, k) => {
      if (!move.exists) fields[moveField(i, k)] = `${slotLabel(i)} move ${k + 1}: "${m.moves[k]}" is not a move.`;
    });
    return { species, item, moves };
  });
}

type Resolved = ReturnType<typeof resolveNames>[number];

function toSet(r: Resolved): PokemonSet {
  return {
    name: r.species.name,
    species: r.species.name,
    item: r.item.name,
    // The sheet has no ability: the species' first one, which is never a banned mechanic's.
    ability: r.species.abilities['0'],
    moves: r.moves.map((m) => m.name),
    nature: 'Hardy',
    gender: '',
    // EVs are set in game, not on the sheet; one EV tells the validator the empty spread is meant.
    evs: { hp: 1, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 },
    ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
    level: 50,
  };
}

/** Which field a validator message is about: a move or the item it names, else the species. */
function fieldOf(problem: string, i: number, r: Resolved): [string, string] {
  const k = r.moves.findLastIndex((m) => problem.includes(m.name));
  if (k >= 0) return [moveField(i, k), `${slotLabel(i)} move ${k + 1}`];
  if (problem.includes(r.item.name) || (r.item.megaStone && /mega/i.test(problem))) {
    return [memberField(i, 'heldItem'), `${slotLabel(i)} held item`];
  }
  return [memberField(i, 'species'), `${slotLabel(i)} species`];
}

/** The problems by field (none: the team is legal) and the team with names as the data spells them. */
export function checkTeam(v: TeamValidator, team: DoublesTeam): { problems: Fields; team: DoublesTeamMember[] } {
  const fields: Fields = {};
  const resolved = resolveNames(v, team, fields);
  const canonical = resolved.map((r, i) => ({
    species: r.species.exists ? r.species.name : team[i]!.species,
    heldItem: r.item.exists ? r.item.name : team[i]!.heldItem,
    moves: r.moves.map((m, k) => (m.exists ? m.name : team[i]!.moves[k]!)) as DoublesTeamMember['moves'],
  }));
  return { problems: problemsOf(v, resolved, fields), team: canonical };
}

function problemsOf(v: TeamValidator, resolved: Resolved[], fields: Fields): Fields {
  if (Object.keys(fields).length > 0) return fields;

  Object.assign(
    fields,
    teamRuleProblems({
      species: resolved.map((r) => r.species.name),
      speciesKeys: resolved.map((r) => String(r.species.num)),
      items: resolved.map((r) => r.item.name),
      itemKeys: resolved.map((r) => r.item.id),
      restricted: resolved.map((r) => v.ruleTable.isRestrictedSpecies(r.species)),
    }),
  );
  // Each set is validated once, here, where its problems can be tied to a field; what each set adds
  // to the team's tally is kept under the set's name (its species: validateTeam only runs once the
  // species are distinct) so validateTeam below skips validating it again.
  const skipSets: Record<string, Record<string, true>> = {};
  const sets = resolved.map(toSet);
  sets.forEach((set, i) => {
    const setHas: Record<string, true> = {};
    for (const problem of v.validateSet(set, setHas) ?? []) {
      if (problem.startsWith('(')) continue; // an explanation of the line before
      const [key, label] = fieldOf(problem, i, resolved[i]!);
      fields[key] ??= `${label}: ${problem}`;
    }
    skipSets[set.name] = setHas;
  });
  if (Object.keys(fields).length > 0) return fields;
  // The library's own team rules have the last word, so nothing the format bans slips past the above.
  const rest = v.validateTeam(resolved.map(toSet), { skipSets });
  if (rest?.length) fields.team = rest.join(' ');
  return fields;
}
