import { Medal, Star, Swords, Trophy } from 'lucide-react';
import { formatWinRate } from '@/domain/shared/win-rate';
import { ChallengeButton } from '@/web/components/game/challenge-button';
import { ViewLoadout } from '@/web/components/game/view-loadout';
import { ElementBadge } from '@/web/components/game/element-badge';
import { LeaderStatus } from '@/web/components/game/leader-status';
import { PlayerHead } from '@/web/components/game/player-head';
import type { ArenaLeader } from '../api';

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Star }) {
  return (
    <div className="rounded-lg bg-background/60 p-3">
      <dt className="flex items-center gap-1 text-xs text-muted">
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}

/** The leader in the spotlight: element, status, rating, badges, win rate (rounded), Challenge and View Loadout. */
export function FeaturedLeader({ leader }: { leader: ArenaLeader }) {
  return (
    <article
      aria-label={`Featured gym leader ${leader.displayName}`}
      aria-live="polite"
      className="rounded-xl border border-border bg-surface p-5"
      data-testid="featured-leader"
    >
      <div className="flex items-center gap-4">
        <PlayerHead name={leader.minecraftName} size={64} />
        <div className="min-w-0">
          <h3 className="truncate text-2xl font-extrabold">{leader.displayName}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <ElementBadge element={leader.element} />
            <LeaderStatus status={leader.status} />
          </div>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Stat label="Rating" value={leader.rating === null ? 'Unrated' : String(leader.rating)} icon={Star} />
        <Stat label="Badges" value={String(leader.badgesAwarded)} icon={Medal} />
        <Stat label="Win Rate" value={formatWinRate(leader.winRate, 'home')} icon={Trophy} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ChallengeButton leader={leader}>
          <Swords className="h-4 w-4" aria-hidden="true" />
          Challenge
        </ChallengeButton>
        <ViewLoadout leader={leader} />
      </div>
    </article>
  );
}
