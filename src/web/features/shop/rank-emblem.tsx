import type { RankId, RankTier } from '@/domain/shop/ranks';

const COLOUR: Record<RankId, string> = { ace: '#38bdf8', expert: '#a78bfa', elite: '#f59e0b', master: '#ef4444' };

/** A rank's in-game badge: a shield in the rank's colour with its initial, drawn inline (see Logo for why). */
export function RankEmblem({ rank }: { rank: RankTier }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={56}
      height={56}
      role="img"
      aria-label={`${rank.name} in-game badge`}
      className="h-14 w-14"
    >
      <path
        d="M32 3 56 12v19c0 15-10 25-24 30C18 56 8 46 8 31V12z"
        fill={COLOUR[rank.id]}
        stroke="#0b1020"
        strokeWidth="3"
      />
      <path d="M32 11 49 17v14c0 10-7 18-17 22-10-4-17-12-17-22V17z" fill="#0b1020" opacity=".25" />
      <text
        x="32"
        y="40"
        textAnchor="middle"
        fontFamily="Arial,Helvetica,sans-serif"
        fontSize="22"
        fontWeight="700"
        fill="#fff"
      >
        {rank.name[0]}
      </text>
    </svg>
  );
}
