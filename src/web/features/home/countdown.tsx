import { useEffect, useState } from 'react';
import { registrationClosesCaption } from '@/domain/shared/league-time';
import { useHydrated } from '@/web/lib/hydration';
import { useHomeCountdown } from './api';
import { countdownParts } from './countdown-parts';

/** The clock, read again every second until `until`; read at once when `until` changes (a staff change). */
function useNowEverySecond(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return now;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' } as const;

/** Counts down to the registration close of the tournament's record (src/domain/tournaments/countdown.ts). */
export function Countdown() {
  const { data } = useHomeCountdown();
  const closesAt = data ? Date.parse(data.registrationClosesAt) : undefined;
  const now = useNowEverySecond(closesAt);
  // The HTML cannot know the time it is read at: it shows dashes until the browser counts.
  const parts = useHydrated() && closesAt !== undefined ? countdownParts(closesAt, now) : null;
  return (
    <section aria-labelledby="countdown-caption" className="mx-auto mt-10 max-w-xl">
      <ul className="grid grid-cols-4 gap-3" data-testid="countdown">
        {UNITS.map((unit) => (
          <li key={unit} className="rounded-xl border border-border bg-surface p-3 text-center">
            <span className="block text-3xl font-extrabold tabular-nums sm:text-4xl">
              {parts ? String(parts[unit]).padStart(2, '0') : '--'}
            </span>
            <span className="text-xs font-medium uppercase tracking-wide text-muted">{LABELS[unit]}</span>
          </li>
        ))}
      </ul>
      {/* The server renders the page with the record, so the caption is in the HTML; a space holds its line if not. */}
      <p id="countdown-caption" className="mt-3 text-center text-sm text-muted" data-testid="countdown-caption">
        {closesAt === undefined ? '\u00a0' : registrationClosesCaption(closesAt)}
      </p>
    </section>
  );
}
