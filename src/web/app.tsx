import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { hydratedLater } from '@/web/components/layout/hydrated-later';
import { Layout } from '@/web/components/layout/layout';
import { RouteErrorBoundary } from '@/web/components/layout/route-error';
import { AuthProvider } from '@/web/lib/auth';
import NotFoundPage from '@/web/features/not-found/not-found-page';
import { useHydrated } from '@/web/lib/hydration';
import { toasterMounted, toasterWanted } from '@/web/lib/notify';
import { createQueryClient } from '@/web/lib/query-client';
import { PAGE_ROUTES, STAFF_SECTIONS, StaffArea } from './routes';

// Loaded when first needed, so the code every page needs does not carry them.
const LazyLinkDialog = lazy(() =>
  import('@/web/features/linking/link-minecraft-dialog').then((m) => ({ default: m.LinkMinecraftDialog })),
);
/** Its own Suspense: while its code loads, the page it opens over stays as it is. */
function LinkMinecraftDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <LazyLinkDialog {...props} />
    </Suspense>
  );
}
const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster() {
      // Runs after the Toaster's own effect has subscribed to the toasts.
      useEffect(toasterMounted, []);
      return <Toaster theme="dark" richColors closeButton position="bottom-right" />;
    },
  })),
);
/** Mounts with the first toast, and only after hydration: the prerendered HTML has none. */
function Toaster() {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return hydrated && wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

/**
 * The route tree: the browser's router and the build's prerender (src/web/entry-server.tsx) render the same one.
 * The declarative router: no route loads data (TanStack Query does), and it is 18 KB gzip smaller than the data
 * router in the entry chunk every page loads.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // The layout's own boundary catches a failing page; this one a failure of the layout itself.
    <RouteErrorBoundary path={pathname}>
      <Routes>
        <Route element={<Layout linkDialog={LinkMinecraftDialog} />}>
          {PAGE_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/staff/*" element={<StaffArea sections={STAFF_SECTIONS} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** The routes hydrate a task after the providers around them (hydratedLater). */
const RoutesPart = hydratedLater(AppRoutes);

/** Everything around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <RoutesPart />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
