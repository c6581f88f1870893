import { capitalize } from '@/domain/shared/elements';
import { ELEMENT_COLOURS } from '@/web/components/game/element-badge';
import { cn } from '@/web/lib/cn';
import type { ArenaLeader } from '../api';

export const MAX_CHIPS = 5;

/** Up to 5 online leaders to pick from; a leader who just came online pulses. */
export function LeaderChips({
  leaders,
  featuredId,
  pulsing,
  onChoose,
}: {
  leaders: ArenaLeader[];
  featuredId: string | null;
  pulsing: Set<string>;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Online gym leaders">
      {leaders.slice(0, MAX_CHIPS).map((l) => {
        const isPulsing = pulsing.has(l.id);
        return (
          <li key={l.id}>
            <button
              type="button"
              onClick={() => onChoose(l.id)}
              aria-pressed={l.id === featuredId}
              data-pulsing={isPulsing || undefined}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-semibold hover:bg-surface-2',
                l.id === featuredId && 'border-accent ring-1 ring-accent',
                isPulsing && 'animate-pulse ring-2 ring-success',
              )}
            >
              <span
                className="h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: ELEMENT_COLOURS[l.element] }}
                aria-hidden="true"
              />
              {l.displayName}
              <span className="sr-only">
                {' '}
                ({capitalize(l.element)}){isPulsing ? ', just came online' : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
