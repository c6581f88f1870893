import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Layout } from '@/web/components/layout/layout';
import { RouteError } from '@/web/components/layout/route-error';
import { AuthProvider } from '@/web/lib/auth';
import NotFoundPage from '@/web/features/not-found/not-found-page';
import { createQueryClient } from '@/web/lib/query-client';
import { PAGES, STAFF_SECTIONS, StaffArea } from './routes';

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
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The route tree: the browser's router and the build's prerender (scripts/web-build/prerender.ts) use the same one. */
export const ROUTES: RouteObject[] = [
  {
    element: <Layout linkDialog={LinkMinecraftDialog} />,
    // A page that throws while rendering shows RouteError inside the layout (top bar and footer keep working);
    // the outer one catches a failure of the layout itself.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...PAGES.map(([path, Component]) => ({ path, element: <Component /> })),
          { path: '/staff/*', element: <StaffArea sections={STAFF_SECTIONS} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const noSubscription = () => () => {};

/**
 * Everything around the router. The Toaster mounts only after hydration: the prerendered HTML has none,
 * so the first render in the browser must not have one either.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster theme="dark" richColors closeButton position="bottom-right" />
          </Suspense>
        )}
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(ROUTES));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
