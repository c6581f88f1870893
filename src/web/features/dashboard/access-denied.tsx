import { ShieldAlert } from 'lucide-react';
import { DASHBOARD_TEXT } from '@/domain/dashboard/texts';
import { Page } from '@/web/components/layout/page';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

/** What anyone who is not a registered gym leader sees, and what a leader sees when loading fails. */
export function AccessDenied() {
  return (
    <Page title={DASHBOARD_TEXT.deniedTitle} description={DASHBOARD_TEXT.deniedBody}>
      <Card className="max-w-md border-danger/40" role="alert">
        <CardHeader className="flex-row items-center gap-3">
          <ShieldAlert className="h-6 w-6 shrink-0 text-danger" aria-hidden="true" />
          <CardTitle>{DASHBOARD_TEXT.deniedCardTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted">{DASHBOARD_TEXT.deniedCardBody}</p>
        </CardContent>
      </Card>
    </Page>
  );
}
