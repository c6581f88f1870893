// Five stars of 16 px, 2 px apart, drawn in 24-unit squares as Lucide's icons are: one <svg> with two paths,
// the earned stars and the rest, rather than five icons (a hundred cards render them on one page).
const SQUARE = 24;
const GAP = 3;
const WIDTH = 5 * SQUARE + 4 * GAP;

/** A five-pointed star in the square starting at `left`, as a closed path. */
function starAt(left: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? 4.4 : 10;
    return `${(left + 12 + radius * Math.cos(angle)).toFixed(2)} ${(12.6 + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}z`;
}

const STARS = Array.from({ length: 5 }, (_, i) => starAt(i * (SQUARE + GAP)));

/** The rarity as 1-5 stars, read as "4 of 5 stars". */
export function Stars({ count }: { count: number }) {
  return (
    <svg
      role="img"
      aria-label={`${count} of 5 stars`}
      width={(WIDTH * 16) / SQUARE}
      height={16}
      viewBox={`0 0 ${WIDTH} ${SQUARE}`}
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path className="text-accent" fill="currentColor" stroke="currentColor" d={STARS.slice(0, count).join('')} />
      <path className="text-border" fill="none" stroke="currentColor" d={STARS.slice(count).join('')} />
    </svg>
  );
}
