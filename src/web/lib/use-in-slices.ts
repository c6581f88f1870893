import { useEffect, useState } from 'react';

/**
 * The items a long list renders now: the first `first` at once (a phone's first screen), then `step` more after
 * each frame, so that building fifty rows is several short tasks rather than one long one (decision 024). A new list
 * (a live update, a filter) renders as many items as were shown before at once; past that, it goes on a slice a task.
 */
export function useInSlices<T>(items: readonly T[], first: number, step = first): readonly T[] {
  const [shown, setShown] = useState(first);
  const more = shown < items.length;
  useEffect(() => {
    if (!more) return;
    // An effect runs after the frame that drew the slice; the next slice is a task of its own.
    const timer = setTimeout(() => setShown((n) => n + step));
    return () => clearTimeout(timer);
  }, [more, shown, step]);
  return more ? items.slice(0, shown) : items;
}
