import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu';
import { item, PortalLink, SHOWN_IN_BAR, type NavPage } from './nav-item';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { NAV_LINKS } from '@/web/lib/site';
import { useSiteConfig } from '@/web/lib/site-config';

/** The getting-started guide's section on joining the server (its address and version). */
export const HOW_TO_JOIN: NavPage = { to: '/getting-started#how-to-join', label: 'How to join', bar: 'xl' };

/** Shown only when signed in, after the Customer Portal. */
const PURCHASE_HISTORY: NavPage = { to: '/purchase-history', label: 'Purchase History', bar: 'wide' };

/** The Customer Portal, in the bar from the widest width. */
const PORTAL_BAR = 'wide';

/**
 * Every link the site navigation offers, in order: the pages (with How to join after Home), then the portal, then
 * the signed-in player's Purchase History. It comes last, so that it appears once the session is known without
 * moving the links before it.
 */
function useLinks() {
  const { customerPortalUrl } = useSiteConfig();
  const { user } = useAuth();
  const pages = NAV_LINKS.flatMap((l, i) => (i === 0 ? [l, HOW_TO_JOIN] : [l]));
  return { pages, customerPortalUrl, own: user ? [PURCHASE_HISTORY] : [] };
}

/** `vertical`: the side menu, every link one under the other; otherwise the top bar's links and More menu. */
export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  return vertical ? <SideNavLinks onNavigate={onNavigate} /> : <TopNavLinks />;
}

function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pages, customerPortalUrl, own } = useLinks();
  const className = (s: { isActive: boolean }) => cn(item(s), 'block text-base');
  const link = (l: NavPage) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.to === '/'} className={className} onClick={onNavigate}>
        {l.label}
      </NavLink>
    </li>
  );
  return (
    <ul className="flex flex-col gap-1">
      {pages.map(link)}
      <li>
        <PortalLink href={customerPortalUrl} className={className({ isActive: false })} />
      </li>
      {own.map(link)}
    </ul>
  );
}

/**
 * The top bar's row of links from laptop width: each link from its width on, the others in a keyboard-accessible
 * More menu, which is gone from 1440 px, where every link is in the bar.
 */
function TopNavLinks() {
  const { pages, customerPortalUrl, own } = useLinks();
  const link = (l: NavPage) => (
    <li key={l.to} className={SHOWN_IN_BAR[l.bar]}>
      <NavLink to={l.to} end={l.to === '/'} className={item}>
        {l.label}
      </NavLink>
    </li>
  );
  return (
    <ul className="flex min-w-0 items-center gap-0.5">
      {pages.map(link)}
      <li className={SHOWN_IN_BAR[PORTAL_BAR]}>
        <PortalLink href={customerPortalUrl} className={item({ isActive: false })} />
      </li>
      {own.map(link)}
      <li className="min-[90rem]:hidden">
        <MoreMenu pages={pages} customerPortalUrl={customerPortalUrl} portalBar={PORTAL_BAR} own={own} />
      </li>
    </ul>
  );
}
