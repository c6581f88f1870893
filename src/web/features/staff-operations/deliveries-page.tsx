import { useState } from 'react';
import { DeliverySummary } from '@/web/components/staff/delivery-summary';
import { toast } from '@/web/lib/notify';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input, Label, Select } from '@/web/components/ui/form-controls';
import { formatDateTime } from '@/web/lib/date-time';
import { useDeliveries, useDeliveryControl, type DeliveryAction, type DeliveryScope } from './api';

function ActionRow({ a }: { a: DeliveryAction }) {
  const control = useDeliveryControl();
  const act = (kind: 'retry' | 'cancel') =>
    control.mutate(
      { id: a.id, act: kind },
      {
        onSuccess: () => toast.success(kind === 'retry' ? 'Queued again' : 'Cancelled', { description: a.kind }),
        onError: (err) => toast.error('Could not change the action', { description: err.message }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="delivery">
      <div className="min-w-0 text-sm">
        <DeliverySummary
          kind={a.kind}
          payload={a.payload}
          playerUuid={a.player_uuid}
          playerName={a.player_name ?? null}
          extra={`${a.purchase_id ? `purchase ${a.purchase_id}` : 'not a purchase'} · ${a.attempts} ${
            a.attempts === 1 ? 'attempt' : 'attempts'
          } · ${formatDateTime(a.created_at)}`}
        />
        {a.last_error && <p className="text-xs text-danger">{a.last_error}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge>{a.status}</Badge>
        {a.status === 'failed' && (
          <Button size="sm" variant="secondary" loading={control.isPending} onClick={() => act('retry')}>
            Retry
          </Button>
        )}
        {a.status === 'pending' && (
          <Button size="sm" variant="outline" loading={control.isPending} onClick={() => act('cancel')}>
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}

/** The delivery queue by status, by player or by purchase; staff retry failed actions and cancel pending ones. */
export default function DeliveriesPage() {
  const [by, setBy] = useState<DeliveryScope['by']>('status');
  const [status, setStatus] = useState<'' | DeliveryAction['status']>('failed');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const scope: DeliveryScope =
    by === 'status' ? { by, status } : by === 'player' ? { by, player: text, page } : { by, purchase: text };
  const list = useDeliveries(scope);
  return (
    <StaffPage
      title="Deliveries"
      description="In-game actions the game server hands out: purchases and staff decisions."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="delivery-by">Show</Label>
          <Select
            id="delivery-by"
            value={by}
            onChange={(e) => (setBy(e.target.value as DeliveryScope['by']), setPage(1))}
          >
            <option value="status">Recent, by status</option>
            <option value="player">One player</option>
            <option value="purchase">One purchase</option>
          </Select>
        </div>
        {by === 'status' ? (
          <div>
            <Label htmlFor="delivery-status">Status</Label>
            <Select id="delivery-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="">Every status</option>
              {(['pending', 'leased', 'done', 'failed', 'cancelled'] as const).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <div className="min-w-64 flex-1">
            <Label htmlFor="delivery-key">{by === 'player' ? 'Player UUID or Minecraft name' : 'Purchase id'}</Label>
            <Input
              id="delivery-key"
              maxLength={64}
              value={text}
              onChange={(e) => (setText(e.target.value), setPage(1))}
            />
          </div>
        )}
      </div>
      {by !== 'status' && !text.trim() ? (
        <p className="text-muted">Enter a {by === 'player' ? 'player' : 'purchase id'} to see its actions.</p>
      ) : (
        <QueryState query={list} label="deliveries" isEmpty={(d) => d.items.length === 0} empty="No action matches.">
          {(data) => (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Delivery actions">
                {data.items.map((a) => (
                  <ActionRow key={a.id} a={a} />
                ))}
              </ul>
              <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
            </>
          )}
        </QueryState>
      )}
    </StaffPage>
  );
}
