import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { Layout } from '@/web/components/layout/layout';
import { RouteError } from '@/web/components/layout/route-error';
import { AuthProvider } from '@/web/lib/auth';
import { LinkMinecraftDialog } from '@/web/features/linking/link-minecraft-dialog';
import NotFoundPage from '@/web/features/not-found/not-found-page';
import { createQueryClient } from '@/web/lib/query-client';
import { PAGES, STAFF_SECTIONS, StaffArea } from './routes';

const router = createBrowserRouter([
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
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster theme="dark" richColors closeButton position="bottom-right" />
      </AuthProvider>
    </QueryClientProvider>
  );
}
