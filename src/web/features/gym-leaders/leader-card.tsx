import { Clock, Medal, Swords, Trophy } from 'lucide-react';
import { badgeName, capitalize } from '@/domain/shared/elements';
import { timeAgo } from '@/domain/shared/time-ago';
import { formatWinRate } from '@/domain/shared/win-rate';
import { ChallengeButton } from '@/web/components/game/challenge-button';
import { ViewLoadout } from '@/web/components/game/view-loadout';
import { Card } from '@/web/components/ui/card';
import { ElementBadge } from '@/web/components/game/element-badge';
import { LeaderStatus } from '@/web/components/game/leader-status';
import { PlayerHead } from '@/web/components/game/player-head';
import { TrainerLink } from '@/web/components/trainer-link';
import type { GymLeader } from './api';
import { BadgeEmblem } from '@/web/components/game/badge-emblem';

export function LeaderCard({ leader }: { leader: GymLeader }) {
  const online = leader.status === 'online';
  return (
    // Laid out when it comes near the view (decision 024); until then its content holds the height it takes.
    <Card
      className="flex flex-col gap-4 p-5 [contain-intrinsic-size:auto_344px] [content-visibility:auto]"
      data-testid="leader-card"
      aria-labelledby={`leader-${leader.id}`}
    >
      <div className="flex items-center justify-between gap-2">
        <ElementBadge element={leader.element} />
        <LeaderStatus status={leader.status} />
      </div>
      <div className="flex items-center gap-4">
        <PlayerHead
          name={leader.minecraftName}
          size={72}
          alt={
            leader.minecraftName
              ? `${leader.minecraftName}'s head`
              : `${leader.displayName} (no Minecraft account linked)`
          }
        />
        <div className="min-w-0">
          <h3 id={`leader-${leader.id}`} className="truncate text-xl font-extrabold">
            {leader.displayName}
          </h3>
          <p className="truncate text-sm text-muted">
            {leader.minecraftName ? <TrainerLink name={leader.minecraftName} /> : 'Link MC Account'}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3 rounded-lg bg-background/60 p-3">
        <BadgeEmblem element={leader.element} />
        <div>
          <p className="font-semibold">{badgeName(leader.element)}</p>
          <p className="text-xs text-muted">{capitalize(leader.element)} Gym badge</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted">
            <Medal className="h-3.5 w-3.5" aria-hidden="true" />
            Badges
          </dt>
          <dd className="font-bold">{leader.badgesAwarded}</dd>
        </div>
        <div>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted">
            <Trophy className="h-3.5 w-3.5" aria-hidden="true" />
            Win Rate
          </dt>
          <dd className="font-bold">{formatWinRate(leader.winRate)}</dd>
        </div>
        <div>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            Last Active
          </dt>
          <dd className="font-bold">{leader.lastActiveAt ? timeAgo(leader.lastActiveAt) : 'Never'}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-2">
        <ChallengeButton
          leader={leader}
          className="w-full"
          disabled={!online}
          variant={online ? 'default' : 'secondary'}
        >
          {online && <Swords className="h-4 w-4" aria-hidden="true" />}
          {online ? 'Challenge Now' : 'Currently Offline'}
        </ChallengeButton>
        <ViewLoadout leader={leader} className="w-full" />
      </div>
    </Card>
  );
}
