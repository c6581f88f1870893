import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { BRAND } from '@/web/lib/site';
import { AuthControl } from './auth-control';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { JoinDiscordLink, OnlineCountText } from './online-widget';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** The linking dialog is a feature: the app passes it in, so this shared component imports no feature. */
export type LinkDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

export function Navbar({ linkDialog: LinkMinecraftDialog }: { linkDialog: LinkDialog }) {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const account = useRef<HTMLDivElement>(null);
  const [linkUsed, setLinkUsed] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      {/* One row on a phone and a tablet (the links are in the side menu); from laptop width (1024 px) a second row
          holds the links, all of them from 1440 px. Its height is fixed per width: the page's top padding matches. */}
      <nav aria-label="Main" className="mx-auto max-w-[96rem] px-3">
        <div className="flex h-16 items-center gap-2 lg:h-12">
          {/* The menu's code loads when the pointer or focus reaches the button, before the click. */}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </Button>
          {menuUsed && (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
            </Suspense>
          )}
          <Link to="/" className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight whitespace-nowrap">
            <Logo className="h-7 w-7" />
            <span className="hidden md:inline">{BRAND.name}</span>
            <span className="md:hidden" aria-label={BRAND.name}>
              {BRAND.short}
            </span>
          </Link>
          <Badge variant="accent" className="shrink-0 whitespace-nowrap">
            SEASON 1
          </Badge>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <div className="hidden items-center gap-2 whitespace-nowrap lg:flex">
              <OnlineCountText />
              <JoinDiscordLink />
            </div>
            <div ref={account} className="contents">
              <AuthControl
                onLinkMinecraft={() => {
                  setLinkUsed(true);
                  setLinkOpen(true);
                }}
              />
            </div>
          </div>
        </div>
        <div className="hidden h-10 items-center lg:flex">
          <NavLinks />
        </div>
      </nav>
      {/* Mounted once asked for: the dialog's code loads then. */}
      {user && linkUsed && (
        <LinkMinecraftDialog
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            // The dialog has no trigger of its own to return to: focus goes back to the account menu's button.
            if (!open) requestAnimationFrame(() => account.current?.querySelector('button')?.focus());
          }}
        />
      )}
    </header>
  );
}
