import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within a screen of the view, for a part whose code waits until then (decision 024).
 * It stays true once it has. Where the browser has no IntersectionObserver, it is true from the start.
 */
export function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
