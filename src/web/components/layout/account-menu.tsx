import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { useUnreadRequests } from '@/web/lib/my-requests';
import { useUnreadNotifications } from '@/web/lib/notifications';
import { shownName } from './account-name';
import { OPEN_KEYS } from './menu-trigger';
import type { AccountMenuProps } from './account-menu-dropdown';

const loadDropdown = () => import('./account-menu-dropdown');
type Dropdown = Awaited<ReturnType<typeof loadDropdown>>['default'];

const triggerClass =
  'inline-flex h-9 max-w-44 cursor-pointer items-center gap-1.5 rounded-md border border-border px-2 text-sm font-semibold hover:bg-surface-2 sm:max-w-56';

/**
 * The trigger's face: the player's name (its accessible name), how many staff replies and other notifications are
 * unread (the menu's My requests and Notifications items say it in words), a spinner while signing out.
 */
export function AccountTriggerFace({ name, unread, busy }: { name: string; unread: number; busy: boolean }) {
  return (
    <>
      {busy ? <Spinner /> : <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />}
      <span className="min-w-0 truncate">{name}</span>
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="min-w-5 shrink-0 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-bold text-black"
          aria-hidden="true"
        >
          {unread}
        </span>
      )}
      <ChevronDown className="h-4 w-4 shrink-0" aria-hidden="true" />
    </>
  );
}

/**
 * The signed-in player's one account menu, labelled with their name. As with the More menu, a plain button stands
 * in until the menu is wanted (the menu library is not needed to show the page): its code loads when the button is
 * hovered or focused, and it mounts open when pressed, or closed when the keyboard focuses it.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { user, minecraft, signingOut } = useAuth();
  // A staff reply is both an unread reply and a notification: counted once, under My requests.
  const unread = useUnreadRequests() + useUnreadNotifications().others;
  const [wanted, setWanted] = useState<'focus' | 'press' | 'keys' | null>(null);
  const [Dropdown, setDropdown] = useState<Dropdown | null>(null);
  // The code loads once the browser is idle, or at the first sign of interest; the stand-in keeps the focus until
  // it has (a Suspense fallback would unmount the focused button).
  const load = () => void loadDropdown().then((m) => setDropdown(() => m.default));
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1));
    idle(load);
  }, []);
  if (!user) return null;
  const name = shownName(user, minecraft);
  const face = <AccountTriggerFace name={name} unread={unread} busy={signingOut} />;
  const standIn = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      data-testid="account-menu"
      aria-expanded={false}
      aria-busy={signingOut || undefined}
      title={name}
      onPointerEnter={load}
      onPointerDown={() => setWanted('press')}
      onFocus={(event) => {
        if (event.currentTarget.matches(':focus-visible')) setWanted((w) => w ?? 'focus');
      }}
      onKeyDown={(event) => {
        // Enter, Space or the down arrow open the menu on its first item, as the real button does.
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setWanted('keys');
      }}
      onClick={() => setWanted((w) => (w === 'keys' ? w : 'press'))}
    >
      {face}
    </button>
  );
  if (!wanted || !Dropdown) return standIn;
  return (
    <Dropdown {...props} triggerClass={triggerClass} face={face} open={wanted !== 'focus'} byKeys={wanted === 'keys'} />
  );
}
