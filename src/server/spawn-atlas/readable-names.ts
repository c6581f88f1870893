/** "minecraft:jagged_peaks" → "Jagged Peaks"; "#cobblemon:is_deep_ocean" → "Deep Ocean". */
export function readableId(id: string): string {
  const path = id.replace(/^#/, '').split(':').pop() ?? id;
  const last = path.split('/').pop() ?? path;
  return titleCase(last.replace(/^(is|has)_/, '').replace(/_/g, ' '));
}

export const titleCase = (s: string) =>
  s.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

/**
 * Each biome tag the spawns name, with the biomes it holds: tags inside tags are expanded, a cycle or a
 * tag without a file ends the walk there. Only tags whose files were imported are listed.
 */
export function expandBiomeTags(
  used: Iterable<string>,
  tags: Map<string, string[]>,
): { group: string; biomes: string[] }[] {
  const expand = (tag: string, seen: Set<string>): string[] => {
    if (seen.has(tag)) return [];
    seen.add(tag);
    return (tags.get(tag) ?? []).flatMap((v) => (v.startsWith('#') ? expand(v.slice(1), seen) : [v]));
  };
  const out: { group: string; biomes: string[] }[] = [];
  for (const id of new Set(used)) {
    if (!id.startsWith('#') || !tags.has(id.slice(1))) continue;
    const biomes = [...new Set(expand(id.slice(1), new Set()).map(readableId))].sort();
    out.push({ group: readableId(id), biomes });
  }
  return out;
}
