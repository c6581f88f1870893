import { History } from 'lucide-react';
import { LEADER_BATTLE_RESULT } from '@/domain/dashboard/leader-battles';
import { timeAgo } from '@/domain/shared/time-ago';
import { TrainerLink } from '@/web/components/trainer-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useOwnBattles } from './tools-api';

/** The leader's latest gym battles, as the game server reported them. Live. */
export function BattlesPanel() {
  const battles = useOwnBattles();
  return (
    <Card data-testid="battles-panel">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <History className="h-5 w-5 text-accent" aria-hidden="true" />
          Your battles
        </CardTitle>
      </CardHeader>
      <CardContent>
        {battles.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : battles.isError ? (
          <p role="alert" className="text-danger">
            {battles.error.message}
          </p>
        ) : battles.data.battles.length === 0 ? (
          <p className="text-muted">No gym battles yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {battles.data.battles.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <TrainerLink name={b.challenger} className="font-semibold" />
                <span>{LEADER_BATTLE_RESULT[b.result]}</span>
                <span className="ml-auto text-xs text-muted">{timeAgo(b.endedAt ?? b.startedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
