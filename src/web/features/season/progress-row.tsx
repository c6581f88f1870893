import { badgeCountText, badgeSlotTitle, progressPercent, SEASON_BADGE_COUNT } from '@/domain/season/progress';
import type { Element } from '@/domain/shared/elements';
import { BadgeEmblem } from '@/web/components/game/badge-emblem';
import { PlayerHead } from '@/web/components/game/player-head';
import { TrainerLink } from '@/web/components/trainer-link';
import { cn } from '@/web/lib/cn';
import type { ProgressRow } from './api';

/** One player's badges this season: head, name, CHAMPION tag, 'N of 9 badges', the bar and nine slots. */
export function ProgressRowCard({
  row,
  elements,
  own,
}: {
  row: ProgressRow;
  elements: readonly Element[];
  own?: boolean;
}) {
  const earned = new Set(row.earned);
  return (
    <li
      data-testid={own ? 'own-progress' : 'progress-row'}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-surface p-4 sm:flex-row sm:items-center',
        own ? 'border-accent' : 'border-border',
      )}
    >
      <div className="flex min-w-0 items-center gap-3 sm:w-64">
        <PlayerHead name={row.minecraftName} size={48} alt="" className="h-12 w-12" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            <span className="truncate" data-testid="player-name">
              {row.minecraftName ? <TrainerLink name={row.minecraftName}>{row.name}</TrainerLink> : row.name}
            </span>
            {row.champion && (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-extrabold text-black">CHAMPION</span>
            )}
            {own && <span className="text-xs font-semibold text-accent">(you)</span>}
          </p>
          <p className="text-sm text-muted">{badgeCountText(row.badgeCount)}</p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={`${row.name}: badges earned`}
        aria-valuemin={0}
        aria-valuemax={SEASON_BADGE_COUNT}
        aria-valuenow={row.badgeCount}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2 sm:w-40"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${progressPercent(row.badgeCount)}%` }} />
      </div>
      <ul className="grid grid-cols-9 gap-1 sm:ml-auto" aria-label={`${row.name}'s badges`}>
        {elements.map((element) => {
          const has = earned.has(element);
          const title = badgeSlotTitle(element, has);
          return (
            <li key={element} title={title} aria-label={title} className="h-8 w-8">
              {has ? (
                <BadgeEmblem element={element} size={32} />
              ) : (
                <span className="block h-8 w-8 rounded-full bg-surface-2" data-testid="badge-placeholder" />
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
