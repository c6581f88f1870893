// A tournament placement in words (issue 39, the profile's tournaments): from the last round a player reached.

/**
 * `reached` is the last round the player played, `rounds` the bracket's round count, `won` whether they won that
 * match (winning the last round is winning the tournament). Without a bracket round yet: 'Registered'.
 */
export function placementText(reached: number | null, rounds: number, won: boolean | null): string {
  if (reached === null || rounds === 0) return 'Registered';
  if (reached === rounds && won) return 'Champion';
  if (won === null) return `Playing round ${reached}`;
  if (won) return `Won round ${reached}`;
  if (reached === rounds) return 'Runner-up';
  return `Top ${2 ** (rounds - reached + 1)}`;
}
