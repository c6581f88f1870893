import { ChevronDown, ExternalLink } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { useAuth } from '@/web/lib/auth';
import { openCustomerPortal } from '@/web/lib/customer-portal';
import { NAV_LINKS } from '@/web/lib/site';
import { useSiteConfig } from '@/web/lib/site-config';

const item = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-surface-2', isActive ? 'text-accent' : 'text-foreground');

/** Every link the site navigation offers, in order: the pages, Purchase History when signed in, the portal. */
function useLinks() {
  const { user } = useAuth();
  const { customerPortalUrl } = useSiteConfig();
  const pages: { to: string; label: string; main: boolean }[] = [...NAV_LINKS];
  if (user) pages.push({ to: '/purchase-history', label: 'Purchase History', main: false });
  return { pages, customerPortalUrl };
}

function PortalLink({ className, ...props }: ComponentProps<'a'>) {
  const { user } = useAuth();
  return (
    <a
      {...props}
      onClick={user ? (e) => openCustomerPortal(e, props.href) : props.onClick}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(className, 'inline-flex items-center gap-1')}
    >
      Customer Portal <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** `vertical`: the side menu, every link one under the other; otherwise the top bar's main links and More menu. */
export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  return vertical ? <SideNavLinks onNavigate={onNavigate} /> : <TopNavLinks />;
}

function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pages, customerPortalUrl } = useLinks();
  const className = (s: { isActive: boolean }) => cn(item(s), 'block text-base');
  return (
    <ul className="flex flex-col gap-1">
      {pages.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.to === '/'} className={className} onClick={onNavigate}>
            {l.label}
          </NavLink>
        </li>
      ))}
      <li>
        <PortalLink href={customerPortalUrl} className={className({ isActive: false })} />
      </li>
    </ul>
  );
}

/** The top bar from laptop width: the main links, and the rest in a keyboard-accessible More menu. */
function TopNavLinks() {
  const { pages, customerPortalUrl } = useLinks();
  const menuItem =
    'block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-accent';
  return (
    <ul className="flex items-center gap-0.5">
      {pages
        .filter((l) => l.main)
        .map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/'} className={item}>
              {l.label}
            </NavLink>
          </li>
        ))}
      <li>
        <M.Root>
          <M.Trigger className={cn(item({ isActive: false }), 'inline-flex cursor-pointer items-center gap-1')}>
            More <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </M.Trigger>
          <M.Portal>
            <M.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-48 rounded-lg border border-border bg-surface p-1 shadow-xl"
            >
              {pages
                .filter((l) => !l.main)
                .map((l) => (
                  <M.Item key={l.to} asChild className={menuItem}>
                    <NavLink to={l.to}>{l.label}</NavLink>
                  </M.Item>
                ))}
              <M.Item asChild className={menuItem}>
                <PortalLink href={customerPortalUrl} className="" />
              </M.Item>
            </M.Content>
          </M.Portal>
        </M.Root>
      </li>
    </ul>
  );
}
