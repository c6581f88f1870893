import { ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SignInGate } from '@/web/components/sign-in-gate';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import type { StaffSection } from '@/web/lib/staff-section';
import { usePageTitle } from '@/web/lib/use-page-title';
import { StaffNav } from './staff-nav';

function Refused({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <Card className="mx-auto max-w-md p-8 text-center" role="alert">
      <ShieldAlert className="mx-auto mb-4 h-10 w-10 text-danger" aria-hidden="true" />
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{message}</p>
    </Card>
  );
}

/**
 * The staff area: its guard, its navigation and one nested route per section. The server checks
 * every staff request itself; this guard only spares others a screen of refusals.
 */
export default function StaffArea({ sections }: { sections: StaffSection[] }) {
  const { user } = useAuth();
  const role = user?.role;
  const visible = sections.filter((s) => s.role === 'staff' || role === 'admin');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <SignInGate title="Staff only" message="Sign in with a staff account to open the staff area.">
        {role !== 'staff' && role !== 'admin' ? (
          <Refused title="Staff only" message="This area is for the league's staff and admins." />
        ) : (
          <div className="flex flex-col gap-6 md:flex-row">
            <StaffNav sections={visible} />
            <Suspense
              fallback={
                <div className="flex flex-1 justify-center py-16" role="status">
                  <Spinner className="h-8 w-8" label="Loading" />
                </div>
              }
            >
              <Routes>
                {sections.map(({ path, page: Page, role: needs }) => {
                  const element =
                    needs === 'admin' && role !== 'admin' ? (
                      <Refused title="Admins only" message="Only admins can open this section." />
                    ) : (
                      <Page />
                    );
                  return path ? (
                    <Route key={path} path={`${path}/*`} element={element} />
                  ) : (
                    <Route key="overview" index element={element} />
                  );
                })}
                <Route path="*" element={<Refused title="Not found" message="The staff area has no such page." />} />
              </Routes>
            </Suspense>
          </div>
        )}
      </SignInGate>
    </div>
  );
}
