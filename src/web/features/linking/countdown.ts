import { useEffect, useState } from 'react';

/** Whole seconds from now until `iso` (0 once passed), ticking every second. */
export function useSecondsUntil(iso: string | undefined): number {
  const compute = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(compute);
  useEffect(() => {
    setSeconds(compute());
    if (!iso) return;
    const t = setInterval(() => setSeconds(compute()), 1000);
    return () => clearInterval(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iso]);
  return seconds;
}

/** 'm:ss' */
export function formatCountdown(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
