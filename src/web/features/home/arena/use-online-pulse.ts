import { useEffect, useRef, useState } from 'react';

export const PULSE_MS = 5_000;

interface Pulse {
  id: string;
  seq: number;
}

/**
 * Leaders who just came online pulse for 5 seconds. The leaders online at the first
 * load do not pulse: only a change from not online to online does.
 */
export function useOnlinePulse(onlineIds: string[]): Set<string> {
  const key = [...onlineIds].sort().join(',');
  const [previousKey, setPreviousKey] = useState<string | null>(null);
  const [pulses, setPulses] = useState<Pulse[]>([]);
  const [nextSeq, setNextSeq] = useState(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  // Compared while rendering, so the pulse starts with the very render that shows the leader online.
  if (key !== previousKey) {
    setPreviousKey(key);
    if (previousKey !== null) {
      const before = new Set(previousKey ? previousKey.split(',') : []);
      const arrived = onlineIds.filter((id) => !before.has(id));
      const online = new Set(onlineIds);
      setPulses((current) => [
        ...current.filter((p) => online.has(p.id) && !arrived.includes(p.id)),
        ...arrived.map((id, i) => ({ id, seq: nextSeq + i })),
      ]);
      setNextSeq(nextSeq + arrived.length);
    }
  }

  useEffect(() => {
    for (const p of pulses) {
      if (timers.current.has(p.seq)) continue;
      const timer = setTimeout(() => setPulses((current) => current.filter((c) => c.seq !== p.seq)), PULSE_MS);
      timers.current.set(p.seq, timer);
    }
  }, [pulses]);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  return new Set(pulses.map((p) => p.id));
}
