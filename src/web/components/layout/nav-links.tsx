import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu';
import { item, PortalLink } from './nav-item';
import { cn } from '@/web/lib/cn';
import { NAV_LINKS } from '@/web/lib/site';
import { useSiteConfig } from '@/web/lib/site-config';

/** The getting-started guide's section on joining the server (its address and version). */
export const HOW_TO_JOIN = { to: '/getting-started#how-to-join', label: 'How to join', main: true } as const;

/**
 * Every link the site navigation offers, in order: the pages (with How to join after Home), then the portal.
 * The signed-in player's own pages (Purchase History, My requests) are in the account menu.
 */
function useLinks() {
  const { customerPortalUrl } = useSiteConfig();
  const [home, ...rest] = NAV_LINKS;
  const pages: { to: string; label: string; main: boolean }[] = [home, HOW_TO_JOIN, ...rest];
  return { pages, customerPortalUrl };
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
        <MoreMenu pages={pages.filter((l) => !l.main)} customerPortalUrl={customerPortalUrl} />
      </li>
    </ul>
  );
}
