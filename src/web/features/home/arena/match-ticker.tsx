import { useEffect, useRef } from 'react';
import { formatSigned } from '@/domain/leaderboard/ranking';
import { cn } from '@/web/lib/cn';
import type { RecentMatch } from '../api';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { TrainerLink } from '@/web/components/trainer-link';

export const TICKER_SECONDS_PER_ITEM = 4;

/** '{gym} won', 'Challenger won' or 'In progress', with the signed delta. A ladder match names its first player. */
export function matchOutcome(m: RecentMatch): string {
  if (m.result === 'in_progress') return 'In progress';
  if (m.result === 'challenger_won') return 'Challenger won';
  return `${m.gym?.name ?? m.leaderName} won`;
}

/** The copy drawn for the loop's seam is hidden from screen readers, so its names are not links either. */
function TickerItem({ match, copy }: { match: RecentMatch; copy?: boolean }) {
  const gym = match.gym?.name ?? match.leaderName;
  const trainer = (name: string, text: string) =>
    copy ? (
      <span className="font-semibold">{text}</span>
    ) : (
      <TrainerLink name={name} className="font-semibold">
        {text}
      </TrainerLink>
    );
  return (
    <li className="flex shrink-0 items-center gap-2 whitespace-nowrap px-4 text-sm" data-testid="ticker-item">
      {trainer(match.leaderName, gym)}
      <span className="text-muted">vs</span>
      {trainer(match.challengerName, match.challengerName)}
      <span
        className={cn(
          'rounded px-1.5 py-0.5 text-xs font-bold',
          match.result === 'in_progress' ? 'bg-accent/20 text-accent' : 'bg-surface-2',
        )}
      >
        {matchOutcome(match)}
      </span>
      {match.leaderDelta !== null && (
        <span
          className={cn(
            'font-mono text-xs font-bold',
            match.leaderDelta > 0 ? 'text-success' : match.leaderDelta < 0 ? 'text-danger' : 'text-muted',
          )}
        >
          {formatSigned(match.leaderDelta)}
          <span className="sr-only"> rating for {gym}</span>
        </span>
      )}
    </li>
  );
}

/**
 * The 10 latest matches scrolling past at 4 seconds per item. The list is drawn twice so the loop has no
 * seam; the copy is hidden from screen readers. Still for users who prefer reduced motion, paused on hover.
 */
export function MatchTicker({ matches }: { matches: RecentMatch[] }) {
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const el = track.current;
    if (!el || reducedMotion || matches.length === 0) return;
    const animation = el.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: matches.length * TICKER_SECONDS_PER_ITEM * 1000,
      iterations: Infinity,
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    el.addEventListener('pointerenter', pause);
    el.addEventListener('pointerleave', play);
    return () => {
      animation.cancel();
      el.removeEventListener('pointerenter', pause);
      el.removeEventListener('pointerleave', play);
    };
  }, [matches, reducedMotion]);

  if (matches.length === 0) return null;
  return (
    <section
      aria-label="Recent matches"
      className="overflow-hidden rounded-lg border border-border bg-background/60 py-2"
    >
      <div
        ref={track}
        className={cn('flex w-max', reducedMotion && 'flex-wrap w-auto gap-y-2')}
        data-testid="match-ticker"
      >
        <ul className="flex">
          {matches.map((m) => (
            <TickerItem key={m.id} match={m} />
          ))}
        </ul>
        {!reducedMotion && (
          <ul className="flex" aria-hidden="true">
            {matches.map((m) => (
              <TickerItem key={m.id} match={m} copy />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
