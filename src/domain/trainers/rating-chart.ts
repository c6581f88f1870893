// The profile's rating chart (issue 39): which points a range shows and where they sit. Pure, so the server's render
// and the browser's draw the same figure.

export const CHART_RANGES = [
  { key: '30d', label: '30 days', days: 30 },
  { key: '90d', label: '90 days', days: 90 },
  { key: 'season', label: 'Season', days: null },
] as const;
export type ChartRange = (typeof CHART_RANGES)[number]['key'];

export interface RatingPoint {
  at: string;
  rating: number;
}

const DAY = 86_400_000;

/**
 * The points of a range: the rating held when the range opens, then every change since. `from` is the rating at
 * the start of the stored history window, so a range that opens before the first change starts from it.
 */
export function pointsInRange(
  history: readonly RatingPoint[],
  from: RatingPoint,
  range: ChartRange,
  seasonStart: string,
  now: number,
): RatingPoint[] {
  const days = CHART_RANGES.find((r) => r.key === range)!.days;
  const opens = days === null ? Date.parse(seasonStart) : now - days * DAY;
  let held = from.rating;
  const inside: RatingPoint[] = [];
  for (const p of history) {
    if (Date.parse(p.at) < opens) held = p.rating;
    else inside.push(p);
  }
  const start = { at: new Date(Math.max(opens, Date.parse(from.at))).toISOString(), rating: held };
  const last = inside.at(-1)?.rating ?? held;
  return [start, ...inside, { at: new Date(now).toISOString(), rating: last }];
}

/** The SVG path of the points in a width × height box, time across and rating up, with a margin of 4. */
export function chartPath(points: readonly RatingPoint[], width: number, height: number) {
  const times = points.map((p) => Date.parse(p.at));
  const ratings = points.map((p) => p.rating);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  let [low, high] = [Math.min(...ratings), Math.max(...ratings)];
  if (high - low < 20) [low, high] = [low - 10, high + 10];
  const x = (t: number) => 4 + ((t - t0) / Math.max(1, t1 - t0)) * (width - 8);
  const y = (r: number) => 4 + ((high - r) / (high - low)) * (height - 8);
  const d = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i]!).toFixed(1)},${y(p.rating).toFixed(1)}`)
    .join(' ');
  return { d, low, high };
}

/** The sentence a screen reader hears for the chart. */
export function chartSummary(points: readonly RatingPoint[], label: string): string {
  const first = points[0]!.rating;
  const last = points.at(-1)!.rating;
  const ratings = points.map((p) => p.rating);
  const change = last - first;
  const moved = change === 0 ? 'unchanged' : change > 0 ? `up ${change}` : `down ${-change}`;
  return `Rating over the last ${label === 'Season' ? 'season' : label}: ${first} to ${last} (${moved}), between ${Math.min(...ratings)} and ${Math.max(...ratings)}, ${points.length - 2} rated matches.`;
}
