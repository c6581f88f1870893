import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '@/web/components/ui/page-skeleton';
import { LinkDialogContext } from '@/web/lib/link-dialog';
import { notify } from '@/web/lib/notify';
import { useRealtime } from '@/web/lib/realtime';
import { Footer } from './footer';
import { hydratedLater } from './hydrated-later';
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

const NavbarPart = hydratedLater(Navbar);
const PagePart = hydratedLater(Outlet);
const FooterPart = hydratedLater(Footer);

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
        <Suspense fallback={null}>
          <FooterPart />
        </Suspense>
      </div>
    </LinkDialogContext>
  );
}
