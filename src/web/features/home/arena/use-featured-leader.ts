import { useEffect, useState } from 'react';
import type { ArenaLeader } from '../api';
import { usePrefersReducedMotion } from './use-reduced-motion';

export const ROTATE_EVERY_MS = 10_000;

/**
 * Spec 1, section 4: the first online leader by default, then the next one every 10 seconds; rotation
 * pauses while the pointer (or keyboard focus) is on the arena, after a leader is chosen by hand, and
 * when the user prefers reduced motion.
 */
export function useFeaturedLeader(leaders: ArenaLeader[]) {
  const [shownId, setShownId] = useState<string | null>(null);
  const [chosenByHand, setChosenByHand] = useState(false);
  const [hovering, setHovering] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const featured = leaders.find((l) => l.id === shownId) ?? leaders[0] ?? null;
  const paused = chosenByHand || hovering || reducedMotion;
  const ids = leaders.map((l) => l.id).join(',');
  const featuredId = featured?.id ?? null;

  useEffect(() => {
    const order = ids ? ids.split(',') : [];
    if (paused || order.length < 2) return;
    const timer = setTimeout(() => {
      const at = featuredId ? order.indexOf(featuredId) : -1;
      setShownId(order[(at + 1) % order.length] ?? null);
    }, ROTATE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [paused, ids, featuredId]);

  return {
    featured,
    paused,
    choose: (id: string) => {
      setShownId(id);
      setChosenByHand(true);
    },
    hoverProps: {
      onPointerEnter: () => setHovering(true),
      onPointerLeave: () => setHovering(false),
      onFocus: () => setHovering(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovering(false);
      },
    },
  };
}
