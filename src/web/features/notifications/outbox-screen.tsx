import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@/domain/notifications/kinds';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Label, Select } from '@/web/components/ui/form-controls';
import { api } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';

interface Send {
  id: number;
  kind: NotificationKind;
  title: string;
  recipientName: string;
  address: string;
  status: 'pending' | 'failed' | 'sent';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

function SendRow({ s }: { s: Send }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.post(`/api/staff/notification-sends/${s.id}/retry`),
    onSuccess: () => {
      toast.success('Sending again now', { description: s.address });
      return queryClient.invalidateQueries({ queryKey: ['staff', 'notification-sends'] });
    },
    onError: (err) => toast.error('Could not retry', { description: err.message }),
  });
  const next = s.sentAt
    ? null
    : s.nextAttemptAt
      ? `next try ${new Date(s.nextAttemptAt).toLocaleString()}`
      : 'given up';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="notification-send">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{s.title}</p>
        <p className="text-xs text-muted">
          {NOTIFICATION_KIND_LABELS[s.kind]} · to {s.recipientName} ({s.address}) · {s.attempts} attempt(s) ·{' '}
          {s.sentAt ? `sent ${new Date(s.sentAt).toLocaleString()}` : next}
        </p>
        {s.lastError && <p className="text-xs text-danger">{s.lastError}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge>{s.status}</Badge>
        {!s.sentAt && (
          <Button size="sm" variant="secondary" loading={retry.isPending} onClick={() => retry.mutate()}>
            Retry now
          </Button>
        )}
      </div>
    </li>
  );
}

/** The mails to players: what is not sent yet (pending or failing, with the error) and the latest sent; live. */
export default function OutboxScreen() {
  const [status, setStatus] = useState<'unsent' | 'sent'>('unsent');
  const list = useQuery({
    queryKey: ['staff', 'notification-sends', status],
    queryFn: () => api.get<{ items: Send[] }>(`/api/staff/notification-sends?status=${status}`),
    meta: { tables: ['notification_sends'] },
  });
  return (
    <StaffPage
      title="Player mail"
      description="Notification e-mails to players: failed sends are tried again with a growing delay."
    >
      <div className="mb-4">
        <Label htmlFor="send-status">Show</Label>
        <Select id="send-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          <option value="unsent">Not sent yet (pending or failing)</option>
          <option value="sent">Latest sent</option>
        </Select>
      </div>
      <QueryState
        query={list}
        label="mails"
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'unsent' ? 'Every mail has been sent.' : 'No mail sent yet.'}
      >
        {(d) => (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {d.items.map((s) => (
              <SendRow key={s.id} s={s} />
            ))}
          </ul>
        )}
      </QueryState>
    </StaffPage>
  );
}
