import { useLayoutEffect, type ReactNode } from 'react';
import { hydrationTurn, turnHydrated } from '@/web/lib/hydration';

/**
 * Hydrated in a task of its own, `turn` tasks after the rest of the page (from 1; main.tsx sets how many). Until
 * then Preact keeps its HTML as it is: a component that suspends while hydrating keeps the DOM it would claim, and
 * its Suspense boundary (it needs one) shows no fallback. It renders one element with no box of its own, so that
 * DOM is all of what its children render. Anywhere but in the render that hydrates, it only renders its children.
 */
export function HydrateLater({ turn, children }: { turn: number; children: ReactNode }) {
  // Runs once, when its part has hydrated: the part hydrated last lets main.tsx hand over what the visitor did.
  useLayoutEffect(() => turnHydrated(turn), [turn]);
  const waiting = hydrationTurn(turn);
  if (waiting) throw waiting;
  return <div className="contents">{children}</div>;
}
