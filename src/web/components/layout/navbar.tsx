import { Link2, Menu } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/web/components/ui/sheet';
import { useAuth } from '@/web/lib/auth';
import { BRAND } from '@/web/lib/site';
import { AuthControl } from './auth-control';
import { NavLinks } from './nav-links';
import { JoinDiscordLink, OnlineCountText } from './online-widget';

/** The linking dialog is a feature: the app passes it in, so this shared component imports no feature. */
export type LinkDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

export function Navbar({ linkDialog: LinkMinecraftDialog }: { linkDialog: LinkDialog }) {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu className="h-5 w-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" aria-describedby={undefined}>
            <SheetTitle className="text-lg font-bold">{BRAND.name}</SheetTitle>
            <SheetDescription className="sr-only">Site navigation</SheetDescription>
            <NavLinks vertical onNavigate={() => setMenuOpen(false)} />
            <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
              <OnlineCountText />
              <JoinDiscordLink />
            </div>
          </SheetContent>
        </Sheet>
        <Link to="/" className="flex items-center gap-2 font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="hidden md:inline lg:hidden 2xl:inline">{BRAND.name}</span>
          <span className="md:hidden lg:inline 2xl:hidden" aria-label={BRAND.name}>
            {BRAND.short}
          </span>
        </Link>
        <Badge variant="accent" className="shrink-0">
          SEASON 1
        </Badge>
        {/* From laptop width (1024 px) the main links sit in the bar, the rest in its More menu. */}
        <div className="hidden min-w-0 flex-1 justify-center lg:flex">
          <NavLinks />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 xl:flex">
            <OnlineCountText />
            <JoinDiscordLink />
          </div>
          {user && (
            <Button size="sm" variant="secondary" onClick={() => setLinkOpen(true)}>
              <Link2 className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">Link Minecraft</span>
              <span className="sr-only sm:hidden">Link Minecraft</span>
            </Button>
          )}
          <AuthControl />
        </div>
      </nav>
      {user && <LinkMinecraftDialog open={linkOpen} onOpenChange={setLinkOpen} />}
    </header>
  );
}
