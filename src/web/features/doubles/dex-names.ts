import { useEffect, useState } from 'react';

export interface DexNames {
  species: string[];
  items: string[];
  moves: string[];
}

let cached: Promise<DexNames> | null = null;

/** Loads the Pokémon data the server checks with, only when the form is shown (it is large). */
function loadNames(): Promise<DexNames> {
  cached ??= import('@pkmn/dex').then(({ Dex }) => {
    const gen9 = Dex.forGen(9);
    const names = <T extends { name: string; exists: boolean }>(all: readonly T[]) =>
      all
        .filter((x) => x.exists)
        .map((x) => x.name)
        .sort();
    return {
      species: names(gen9.species.all()),
      items: names(gen9.items.all()),
      moves: names(gen9.moves.all()),
    };
  });
  return cached;
}

/** The names for autocompletion; null while they load (the fields work without them). */
export function useDexNames(): DexNames | null {
  const [names, setNames] = useState<DexNames | null>(null);
  useEffect(() => {
    let live = true;
    void loadNames().then((n) => live && setNames(n));
    return () => {
      live = false;
    };
  }, []);
  return names;
}
