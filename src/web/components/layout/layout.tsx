import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '@/web/components/ui/page-skeleton';
import { LinkDialogContext } from '@/web/lib/link-dialog';
import { notify } from '@/web/lib/notify';
import { useRealtime } from '@/web/lib/realtime';
import { Footer } from './footer';
import { RouteErrorBoundary } from './route-error';
import { Navbar, type LinkDialog } from './navbar';

/** After a failed Discord sign-in the server sends the browser back with ?signin=failed. */
function useSignInFailureToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('signin') !== 'failed') return;
    notify('error', 'Sign in failed', 'Failed to sign in with Discord. Please try again.');
    params.delete('signin');
    params.delete('error');
    navigate({ pathname: location.pathname, search: params.toString() }, { replace: true });
  }, [location.pathname, location.search, navigate]);
}

/** A new page starts at the top, unless its URL names a section (see useScrollToHash). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * On a prerendered page, a part Preact hydrates a task after the rest: Preact keeps the HTML of a lazy part until
 * its code has arrived, then hydrates it (its progressive hydration of `lazy` within `Suspense`). The navigation bar
 * and the page each wait one task, so a phone's main thread is held by three short tasks rather than one long one
 * (decision 025). Anywhere else (the prerender, a page the app renders itself) it is the component itself.
 */
function hydratedLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const prerendered = typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;
  if (!prerendered) return Component;
  return lazy(
    () => new Promise<{ default: ComponentType<P> }>((done) => setTimeout(() => done({ default: Component }))),
  );
}
const NavbarPart = hydratedLater(Navbar);
const PagePart = hydratedLater(Outlet);

export function Layout({ linkDialog }: { linkDialog: LinkDialog }) {
  const { pathname } = useLocation();
  useRealtime();
  useSignInFailureToast();
  return (
    // The shop's checkout opens the same Link Minecraft dialog as the navigation bar.
    <LinkDialogContext value={linkDialog}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-black"
        >
          Skip to content
        </a>
        <Suspense fallback={null}>
          <NavbarPart linkDialog={linkDialog} />
        </Suspense>
        <ScrollToTop />
        {/* At least a screen tall, so the footer starts below the fold and never moves while a page loads. Its top
            padding is the top bar's height: one row of 64 px, from laptop width two of 48 and 40 px (navbar.tsx). */}
        <main id="main" className="min-h-svh flex-1 pt-16 lg:pt-22">
          <RouteErrorBoundary path={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <PagePart />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
    </LinkDialogContext>
  );
}
