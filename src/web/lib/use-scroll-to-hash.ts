import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Marks the element the app scrolls to: styles.css lays out what holds it or comes before it, as for `:target`. */
const SCROLL_TARGET_ATTRIBUTE = 'data-scroll-target';

/**
 * Scrolls to the element named by the URL hash once the page has rendered. Called by <Page>, whose
 * effect runs after its content mounts; the layout cannot do it, since pages load lazily.
 *
 * A link within the app changes the address without a navigation, so `:target` does not follow it. The element is
 * marked instead, and sections laid out when they come near (`laid-out-near-view`) are laid out before the jump: the
 * browser then scrolls by their real heights, not by their placeholders.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.setAttribute(SCROLL_TARGET_ATTRIBUTE, '');
    target.scrollIntoView();
    return () => target.removeAttribute(SCROLL_TARGET_ATTRIBUTE);
  }, [hash]);
}
