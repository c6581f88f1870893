import { Dex } from '@pkmn/dex';
import {
  LEADER_TEAM_TEXT,
  type LeaderTeamInput,
  type LeaderTeamMember,
} from '../../../domain/dashboard/leader-team.ts';
import { capitalize, type Element } from '../../../domain/shared/elements.ts';
import { slotLabel } from '../../../domain/tournaments/team-sheet-text.ts';
import type { Database } from '../../db/client.ts';
import { gymLeaderTeams } from '../../db/schema/index.ts';
import { invalidInput } from '../../http/errors.ts';
import { ownRecord } from './own-record.ts';

const toId = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Checks each Pokémon against the Pokémon data: a real species of the gym's element (the wiki's gym rule),
 * an ability that species can have, a real item and real moves. Answers the names as the data spells them.
 */
function checkMembers(members: LeaderTeamMember[], element: Element): LeaderTeamMember[] {
  const fields: Record<string, string> = {};
  const type = capitalize(element);
  const out = members.map((m, i) => {
    const slot = slotLabel(i);
    const species = Dex.species.get(m.species);
    const item = m.heldItem ? Dex.items.get(m.heldItem) : null;
    const ability = Dex.abilities.get(m.ability);
    const moves = m.moves.map((name) => Dex.moves.get(name));
    if (!species.exists || species.isNonstandard === 'CAP' || species.isNonstandard === 'Custom')
      fields[`members.${i}.species`] = `${slot} species: "${m.species}" is not a Pokémon.`;
    else if (!species.types.includes(type as never))
      fields[`members.${i}.species`] = LEADER_TEAM_TEXT.wrongElement(slot, species.name, type);
    if (item && !item.exists) fields[`members.${i}.heldItem`] = `${slot} held item: "${m.heldItem}" is not an item.`;
    if (!ability.exists) fields[`members.${i}.ability`] = `${slot} ability: "${m.ability}" is not an ability.`;
    else if (species.exists && !Object.values(species.abilities).some((a) => toId(a) === ability.id))
      fields[`members.${i}.ability`] = `${slot} ability: ${species.name} cannot have ${ability.name}.`;
    moves.forEach((move, k) => {
      if (!move.exists) fields[`members.${i}.moves.${k}`] = `${slot} move ${k + 1}: "${m.moves[k]}" is not a move.`;
    });
    const names = moves.map((mv) => mv.id);
    names.forEach((id, k) => {
      if (id && names.indexOf(id) !== k)
        fields[`members.${i}.moves.${k}`] ??= `${slot} move ${k + 1}: ${moves[k]!.name} is already on it.`;
    });
    return {
      species: species.exists ? species.name : m.species,
      level: m.level,
      heldItem: item?.exists ? item.name : m.heldItem,
      ability: ability.exists ? ability.name : m.ability,
      moves: moves.map((mv, k) => (mv.exists ? mv.name : m.moves[k]!)),
    };
  });
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return out;
}

/** Publishes (or replaces) the signed-in leader's own team. */
export async function publishTeam(db: Database, userId: string, leaderId: string, input: LeaderTeamInput) {
  return db.transaction(async (tx) => {
    const leader = await ownRecord(tx, userId, leaderId);
    const members = checkMembers(input.members, leader.element);
    const [row] = await tx
      .insert(gymLeaderTeams)
      .values({ gymLeaderId: leader.id, members })
      .onConflictDoUpdate({ target: gymLeaderTeams.gymLeaderId, set: { members, publishedAt: new Date() } })
      .returning();
    return {
      leader: { id: leader.id, displayName: leader.displayName },
      team: { members: row!.members, publishedAt: row!.publishedAt.toISOString() },
    };
  });
}
