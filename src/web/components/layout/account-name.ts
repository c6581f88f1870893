/**
 * The name the top bar shows for the signed-in player: their Minecraft name once linked (the name they play and are
 * ranked under), their Discord name until then.
 */
export function shownName(user: { name: string }, minecraft: { name: string } | null): string {
  return minecraft?.name ?? user.name;
}
