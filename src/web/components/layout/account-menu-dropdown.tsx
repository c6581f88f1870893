import { Link2, LogOut } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';
import { useUnreadRequests } from '@/web/lib/my-requests';
import { useUnreadNotifications } from '@/web/lib/notifications';
import { shownName } from './account-name';
import { OPEN_KEYS, useTriggerTakingFocus } from './menu-trigger';

export interface AccountMenuProps {
  /** Opens the Link Minecraft dialog, which the navigation bar holds. */
  onLinkMinecraft: () => void;
}

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-accent sm:py-2';

function LinkItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <M.Item asChild className={menuItem}>
      <Link to={to}>{children}</Link>
    </M.Item>
  );
}

/** The account menu itself (loaded on demand by account-menu.tsx): who you are, your pages, Sign Out. */
export default function AccountMenuDropdown({
  onLinkMinecraft,
  triggerClass,
  face,
  open,
  byKeys,
}: AccountMenuProps & { triggerClass: string; face: ReactNode; open: boolean; byKeys: boolean }) {
  const { user, minecraft, gymLeader: leader, signOut, signingOut } = useAuth();
  const unread = useUnreadRequests();
  const notifications = useUnreadNotifications().all;
  const byKeyboard = useRef(byKeys);
  const linkAfterClose = useRef(false);
  const trigger = useTriggerTakingFocus(!open);
  if (!user) return null;
  const staff = user.role === 'staff' || user.role === 'admin';
  return (
    <M.Root defaultOpen={open} modal={false}>
      <M.Trigger
        className={triggerClass}
        title={shownName(user, minecraft)}
        data-testid="account-menu"
        aria-busy={signingOut || undefined}
        ref={trigger}
        onKeyDown={(event) => (byKeyboard.current = OPEN_KEYS.includes(event.key))}
        onPointerDown={() => (byKeyboard.current = false)}
      >
        {face}
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-1 shadow-xl"
          onFocus={(event) => {
            // As in the More menu: opened by the keyboard, focus moves on to the first item (Radix looks for it
            // before Preact has registered it).
            if (event.target !== event.currentTarget || !byKeyboard.current) return;
            byKeyboard.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          onCloseAutoFocus={() => {
            // The dialog opens once focus is back on this button, so closing the dialog brings it back here too.
            if (!linkAfterClose.current) return;
            linkAfterClose.current = false;
            onLinkMinecraft();
          }}
        >
          <M.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{user.name}</span>
            <span className="block truncate text-xs text-muted" data-testid="account-minecraft">
              {minecraft ? `Minecraft: ${minecraft.name}` : 'No Minecraft account linked'}
            </span>
          </M.Label>
          {!minecraft && (
            <M.Item className={menuItem} onSelect={() => (linkAfterClose.current = true)}>
              <Link2 className="h-4 w-4" aria-hidden="true" />
              Link Minecraft
            </M.Item>
          )}
          <M.Separator className="my-1 h-px bg-border" />
          <LinkItem to="/my-requests">
            My requests
            {unread > 0 && (
              <>
                <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-black" aria-hidden="true">
                  {unread}
                </span>
                <span className="sr-only">{unread === 1 ? '(1 unread reply)' : `(${unread} unread replies)`}</span>
              </>
            )}
          </LinkItem>
          <LinkItem to="/notifications">
            Notifications
            {notifications > 0 && (
              <>
                <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-black" aria-hidden="true">
                  {notifications}
                </span>
                <span className="sr-only">({notifications} unread)</span>
              </>
            )}
          </LinkItem>
          <LinkItem to="/battles">Battles</LinkItem>
          <LinkItem to="/purchase-history">Purchase History</LinkItem>
          {leader && <LinkItem to="/gym-leader-dashboard">Gym Leader Login</LinkItem>}
          {staff && <LinkItem to="/staff">Staff</LinkItem>}
          <M.Separator className="my-1 h-px bg-border" />
          <M.Item
            className={menuItem}
            onSelect={() =>
              void signOut().catch(() => notify('error', 'Sign out failed', 'Failed to sign out. Please try again.'))
            }
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </M.Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
