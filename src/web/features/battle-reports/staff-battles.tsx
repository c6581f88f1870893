import { useDeferredValue, useState } from 'react';
import { RESOLUTIONS, STAFF_BATTLE_TEXTS as T, type Resolution } from '@/domain/battle-reports/staff';
import { FORMAT_LABELS } from '@/domain/battle-reports/texts';
import { minecraftNameSearch } from '@/domain/game/minecraft-name';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { useDisputes, useHeldBadges, useResolveDispute, useRevokeBadge } from './staff-api';

const RESOLUTION_LABELS: Record<Resolution, string> = {
  reporter_won: T.reporterWon,
  opponent_won: T.opponentWon,
  void: T.void,
};
const failed = (err: Error) => toast.error(err instanceof ApiError ? err.message : 'Something went wrong.');

/** Disputed battles (resolve: confirm one result, or void) and season badges (revoke). Every action is audited. */
export default function StaffBattles() {
  return (
    <StaffPage title={T.title} description={T.description}>
      <div className="space-y-10">
        <Disputes />
        <Badges />
      </div>
    </StaffPage>
  );
}

function Disputes() {
  const disputes = useDisputes();
  const resolve = useResolveDispute();
  return (
    <section aria-labelledby="disputes-heading" className="space-y-3">
      <h2 id="disputes-heading" className="text-lg font-bold">
        {T.disputesHeading}
      </h2>
      <QueryState query={disputes} label="disputes" isEmpty={(d) => d.items.length === 0} empty={T.noDisputes}>
        {(d) => (
          <ul className="space-y-3">
            {d.items.map((r) => (
              <li key={r.id} className="rounded-lg border border-border p-4" data-testid="battle-dispute">
                <p className="font-semibold">
                  {FORMAT_LABELS[r.format]}: {r.reporter.name} vs {r.opponent.name}
                </p>
                <p className="text-sm text-muted">
                  Recorded by {r.reporter.name} (site: {r.reporter.userName}), disputed by {r.opponent.name} (site:{' '}
                  {r.opponent.userName}). Reported winner:{' '}
                  {r.winnerUuid === r.reporter.uuid ? r.reporter.name : r.opponent.name}.
                </p>
                {r.reason && <p className="mt-1 text-sm">“{r.reason}”</p>}
                <div className="mt-3 flex flex-wrap gap-2">
                  {RESOLUTIONS.map((res) => (
                    <Button
                      key={res}
                      size="sm"
                      variant={res === 'void' ? 'outline' : 'default'}
                      disabled={resolve.isPending}
                      onClick={() =>
                        resolve.mutate(
                          { id: r.id, resolution: res },
                          { onSuccess: () => toast.success(T.resolved), onError: failed },
                        )
                      }
                    >
                      {RESOLUTION_LABELS[res]}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Badges() {
  const [player, setPlayer] = useState('');
  const search = useDeferredValue(minecraftNameSearch.safeParse(player).success ? player : '');
  const badges = useHeldBadges(search);
  const revoke = useRevokeBadge();
  return (
    <section aria-labelledby="badges-heading" className="space-y-3">
      <h2 id="badges-heading" className="text-lg font-bold">
        {T.badgesHeading}
      </h2>
      <div className="flex max-w-sm flex-col gap-1.5">
        <Label htmlFor="badge-player">{T.badgeSearchLabel}</Label>
        <Input id="badge-player" value={player} onChange={(e) => setPlayer(e.currentTarget.value)} autoComplete="off" />
      </div>
      <QueryState query={badges} label="badges" isEmpty={(d) => d.items.length === 0} empty={T.noBadges}>
        {(d) => (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {d.items.map((b) => (
              <li
                key={`${b.season}-${b.playerUuid}-${b.element}`}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <span>
                  <span className="font-medium">{b.playerName}</span>{' '}
                  <span className="text-sm text-muted">
                    {b.element} · season {b.season}
                    {b.leaderName ? ` · from ${b.leaderName}` : ''}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${T.revoke}: ${b.playerName}, ${b.element}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(b, { onSuccess: () => toast.success(T.revoked), onError: failed })}
                >
                  {T.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
