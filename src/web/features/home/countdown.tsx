import { useEffect, useState } from 'react';
import { useHydrated } from '@/web/lib/hydration';
import { REGISTRATION_CLOSES_AT, REGISTRATION_CLOSES_CAPTION, countdownParts } from './countdown-parts';

function useNowEverySecond(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [now, until]);
  return now;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' } as const;

export function Countdown() {
  const now = useNowEverySecond(REGISTRATION_CLOSES_AT);
  // The prerendered page cannot know the time it is read at: it shows dashes until the browser counts.
  const parts = useHydrated() ? countdownParts(REGISTRATION_CLOSES_AT, now) : null;
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
      <p id="countdown-caption" className="mt-3 text-center text-sm text-muted">
        {REGISTRATION_CLOSES_CAPTION}
      </p>
    </section>
  );
}
