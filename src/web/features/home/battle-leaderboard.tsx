import { Medal, Radio } from 'lucide-react';
import { formatSigned, medalFor } from '@/domain/leaderboard/ranking';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PlayerHead } from '@/web/components/game/player-head';
import { cn } from '@/web/lib/cn';
import type { HomeSectionProps, RankedPlayer } from './api';
import { OwnRankBox } from './own-rank-box';
import { TierBadge } from './tier-badge';
import { useOwnRank } from '@/web/lib/own-rank';
import { TrainerLink } from '@/web/components/trainer-link';

const MEDAL_COLOUR = { gold: 'text-yellow-400', silver: 'text-slate-300', bronze: 'text-amber-600' } as const;
const MEDAL_NAME = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' } as const;

function RankCell({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  if (!medal) return <span className="font-mono text-sm font-bold text-muted">#{rank}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Medal className={cn('h-5 w-5', MEDAL_COLOUR[medal])} aria-hidden="true" />
      <span className="sr-only">
        {MEDAL_NAME[medal]}, rank {rank}
      </span>
    </span>
  );
}

function PlayerRow({ player, isYou }: { player: RankedPlayer; isYou: boolean }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2',
        isYou ? 'bg-primary/15 ring-1 ring-primary' : 'bg-background/60',
      )}
      aria-current={isYou ? 'true' : undefined}
      data-testid="leaderboard-row"
    >
      <span className="w-10 shrink-0 text-center">
        <RankCell rank={player.rank} />
      </span>
      <PlayerHead name={player.name} size={32} alt="" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <TrainerLink name={player.name} />
          {isYou && <span className="ml-1 text-accent">(You)</span>}
        </p>
        <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
          <TierBadge tier={player.tier} />
          <span>
            {player.wins}W/{player.losses}L
          </span>
          <span className={player.streak > 0 ? 'text-success' : player.streak < 0 ? 'text-danger' : undefined}>
            Streak {formatSigned(player.streak)}
          </span>
        </div>
      </div>
      <span className="text-right">
        <span className="block font-mono text-lg font-extrabold tabular-nums">{player.rating}</span>
        <span
          className="inline-flex items-center gap-1 rounded bg-red-950 px-1.5 text-[10px] font-bold text-red-200"
          title="Updates live as ratings change"
        >
          <Radio className="h-3 w-3" aria-hidden="true" />
          LIVE
        </span>
      </span>
    </li>
  );
}

/** The top 10 of the ladder, the signed-in user's row marked, and the box with their own place below. */
export function BattleLeaderboard({ data, isPending, error }: HomeSectionProps) {
  const own = useOwnRank();
  const youUuid = own.data?.status === 'rated' ? own.data.uuid : null;
  const players = data?.leaderboard.players ?? [];
  return (
    <section aria-labelledby="battle-leaderboard-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="battle-leaderboard-heading" className="text-2xl font-extrabold">
        Battle Leaderboard
      </h2>
      {isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading leaderboard</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : error || !data ? (
        <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 p-4 text-danger">
          Error loading leaderboard: {error?.message || 'Failed to fetch leaderboard'}
        </p>
      ) : players.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted">
          No players ranked yet. Be the first!
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Top 10 players">
          {players.map((p) => (
            <PlayerRow key={p.uuid} player={p} isYou={p.uuid === youUuid} />
          ))}
        </ol>
      )}
      <OwnRankBox own={own} inTopList={Boolean(youUuid && players.some((p) => p.uuid === youUuid))} />
    </section>
  );
}
