import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { item } from './nav-links';

export interface MoreMenuProps {
  pages: { to: string; label: string }[];
  customerPortalUrl: string | undefined;
}

const loadDropdown = () => import('./more-menu-dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * The top bar's More menu. The menu library is not needed to show the page, so a plain button stands in
 * until it has loaded: once the browser is idle, or at once when the button is hovered, focused or pressed
 * (a press then opens the menu, focus moves to the real button).
 */
export function MoreMenu(props: MoreMenuProps) {
  const triggerClass = cn(item({ isActive: false }), 'inline-flex cursor-pointer items-center gap-1');
  const [wanted, setWanted] = useState<'idle' | 'focus' | 'press' | null>(null);
  useEffect(() => {
    const want = () => setWanted((w) => w ?? 'idle');
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(want, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(want);
    return () => cancelIdleCallback(id);
  }, []);
  const standIn = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => setWanted((w) => (w === 'press' ? w : 'focus'))}
      onClick={() => setWanted('press')}
    >
      More <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Dropdown {...props} triggerClass={triggerClass} open={wanted === 'press'} focus={wanted !== 'idle'} />
    </Suspense>
  );
}
