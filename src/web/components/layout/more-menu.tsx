import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { item } from './nav-item';
import type { MoreMenuProps } from './more-menu-dropdown';

const loadDropdown = () => import('./more-menu-dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * The top bar's More menu. The menu library is not needed to show the page, so a plain button stands in
 * until it is wanted: its code loads when the button is hovered, and it mounts open when the button is pressed,
 * or closed when the keyboard focuses it (focus moves to the real button). Mounting it once the browser was idle
 * cost every page a long task on a phone, where the button is not even shown.
 */
export function MoreMenu(props: MoreMenuProps) {
  const triggerClass = cn(item({ isActive: false }), 'inline-flex cursor-pointer items-center gap-1');
  const [wanted, setWanted] = useState<'focus' | 'press' | null>(null);
  const standIn = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      // The menu opens on the press itself, as Radix's does; a mouse's focus comes after it and changes nothing.
      onPointerDown={() => setWanted('press')}
      onFocus={(event) => {
        if (event.currentTarget.matches(':focus-visible')) setWanted((w) => w ?? 'focus');
      }}
      onClick={() => setWanted('press')}
    >
      More <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Dropdown {...props} triggerClass={triggerClass} open={wanted === 'press'} />
    </Suspense>
  );
}
