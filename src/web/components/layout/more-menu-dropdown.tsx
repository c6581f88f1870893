import { ChevronDown } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { OPEN_KEYS, useTriggerTakingFocus } from './menu-trigger';
import { PortalLink, SHOWN_IN_MORE, type NavPage } from './nav-item';
import type { BarFrom } from '@/web/lib/site';

/** Every link of the bar: the menu shows those the bar does not at the present width. */
export interface MoreMenuProps {
  pages: NavPage[];
  customerPortalUrl: string | undefined;
  portalBar: BarFrom;
  /** The signed-in player's own pages, after the portal. */
  own: NavPage[];
}

const menuItem =
  'block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-accent';

/**
 * The More menu itself (loaded on demand by more-menu.tsx): keyboard-accessible, the links the bar does not show at
 * the present width (CSS hides the others: the arrow keys and typeahead pass over them, as they cannot take focus).
 */
export default function MoreMenuDropdown({
  pages,
  customerPortalUrl,
  portalBar,
  own,
  triggerClass,
  open,
}: MoreMenuProps & { triggerClass: string; open: boolean }) {
  const byKeyboard = useRef(false);
  const trigger = useTriggerTakingFocus(!open);
  const link = (l: NavPage) => (
    <M.Item key={l.to} asChild className={cn(menuItem, SHOWN_IN_MORE[l.bar])}>
      <NavLink to={l.to}>{l.label}</NavLink>
    </M.Item>
  );
  return (
    <M.Root defaultOpen={open}>
      <M.Trigger
        className={triggerClass}
        ref={trigger}
        onKeyDown={(event) => (byKeyboard.current = OPEN_KEYS.includes(event.key))}
        onPointerDown={() => (byKeyboard.current = false)}
      >
        More <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-border bg-surface p-1 shadow-xl"
          onFocus={(event) => {
            // Opened by the keyboard, focus moves on from the menu to its first item, as Radix means to; Radix
            // looks for the item before Preact has registered it, so it is found here, once per opening.
            if (event.target !== event.currentTarget || !byKeyboard.current) return;
            byKeyboard.current = false;
            const items = event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]');
            [...items].find((i) => i.checkVisibility())?.focus();
          }}
        >
          {pages.map(link)}
          <M.Item asChild className={SHOWN_IN_MORE[portalBar]}>
            <PortalLink href={customerPortalUrl} className={menuItem} />
          </M.Item>
          {own.map(link)}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
