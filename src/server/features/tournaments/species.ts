import { Dex } from '@pkmn/dex';
import { POKEMON_FIELDS, type foundersRegistrationSchema } from '../../../domain/tournaments/registration.ts';
import { AppError } from '../../http/errors.ts';
import type { z } from 'zod';

type Registration = z.output<typeof foundersRegistrationSchema>;

/** Real species (Mega forms included: the Founders' Cup allows Mega Evolution); not CAP or glitch entries. */
function speciesName(name: string): string | null {
  const s = Dex.species.get(name);
  if (!s.exists || s.isNonstandard === 'CAP' || s.isNonstandard === 'Custom') return null;
  return s.name;
}

/** Checks the six names against the species data and returns them as the data spells them. */
export function checkSpeciesNames(input: Registration): Registration {
  const fields: Record<string, string> = {};
  const out = { ...input };
  for (const [i, field] of POKEMON_FIELDS.entries()) {
    const name = speciesName(input[field]);
    if (!name) fields[field] = `Pokémon ${i + 1} is not a known Pokémon`;
    else out[field] = name;
  }
  const names = POKEMON_FIELDS.map((f) => out[f].toLowerCase());
  for (const [i, field] of POKEMON_FIELDS.entries()) {
    if (!fields[field] && names.indexOf(names[i]!) !== i) fields[field] = 'No duplicate species';
  }
  if (Object.keys(fields).length > 0) throw AppError.invalid('Check the Pokémon names.', fields);
  return out;
}
