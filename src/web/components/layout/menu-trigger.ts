import { useLayoutEffect, useRef } from 'react';

// The account and More menus show a plain stand-in button until their menu's code is wanted (account-menu.tsx,
// more-menu.tsx); the real button then takes its place.

/** The keys that open a menu button's menu on its first item. */
export const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The real button's ref. Mounted closed, it replaced a focused stand-in (the stand-in is gone), so it takes the focus
 * itself: Preact does not act on `autoFocus` as React does, and the browser's own autofocus works only once a document.
 */
export function useTriggerTakingFocus(closed: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (closed) trigger.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on mount only
  return trigger;
}
