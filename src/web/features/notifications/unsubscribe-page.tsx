import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { api } from '@/web/lib/api';

/**
 * Where a mail's "Stop these e-mails" link leads: no sign-in (the link is signed); the player confirms with a button,
 * so a mail scanner that opens links stops nothing.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const path = `/api/unsubscribe/${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api.get<{ scope: string; label: string }>(path),
    enabled: token !== '',
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => api.post<{ message: string }>(path) });
  return (
    <Page title="Unsubscribe" className="max-w-2xl">
      {token === '' ? (
        <p role="alert">This unsubscribe link is not valid.</p>
      ) : info.isPending ? (
        <p role="status">Checking the link…</p>
      ) : info.isError ? (
        <p role="alert">{info.error.message}</p>
      ) : stop.isSuccess ? (
        <p role="status">{stop.data.message}</p>
      ) : (
        <div className="space-y-4">
          <p>
            Stop the e-mails about: <strong>{info.data.label}</strong>. They still show on your notifications page.
          </p>
          {stop.isError && <p role="alert">{stop.error.message}</p>}
          <Button loading={stop.isPending} onClick={() => stop.mutate()}>
            Unsubscribe
          </Button>
        </div>
      )}
    </Page>
  );
}
