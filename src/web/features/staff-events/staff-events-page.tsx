import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import type { EventStatus, StaffEventListItem } from '@/domain/staff/events';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { useEventStatus, useStaffEvents } from './api';
import { EventForm } from './event-form';
import { RegistrationsDialog } from './registrations-dialog';
import { formatDateTime } from '@/web/lib/date-time';

const ACTIONS: { status: EventStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'closed', label: 'Close' },
  { status: 'cancelled', label: 'Cancel event' },
];

function EventRow({
  e,
  onEdit,
  onRegistrations,
}: {
  e: StaffEventListItem;
  onEdit: () => void;
  onRegistrations: () => void;
}) {
  const setStatus = useEventStatus();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="staff-event">
      <div className="min-w-0">
        <p className="font-semibold">{e.title}</p>
        <p className="text-xs text-muted">
          {e.kind} · {formatDateTime(e.startAt)} · {e.registrationCount} registered
          {e.capacity ? ` of ${e.capacity}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={e.status === 'open' ? 'accent' : undefined}>{e.status}</Badge>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={onRegistrations}>
          Registrations
        </Button>
        {ACTIONS.filter((a) => a.status !== e.status).map((a) => (
          <Button
            key={a.status}
            size="sm"
            variant="outline"
            loading={setStatus.isPending && setStatus.variables?.status === a.status}
            aria-label={`${a.label}: ${e.title}`}
            onClick={() =>
              setStatus.mutate(
                { id: e.id, status: a.status },
                { onError: (err) => toast.error('Could not change the event', { description: err.message }) },
              )
            }
          >
            {a.label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** Staff create, edit, open, close and cancel events; /events and the home page follow live. */
export default function StaffEventsPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffEventListItem | 'new' | null>(null);
  const [registrations, setRegistrations] = useState<StaffEventListItem | null>(null);
  const list = useStaffEvents(page);
  return (
    <StaffPage
      title="Events"
      description="Changes show on /events and the home page at once. Cancelled events leave the public pages."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New event
        </Button>
      }
    >
      <QueryState query={list} label="events" isEmpty={(d) => d.items.length === 0} empty="No events yet.">
        {(data) => (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Events">
              {data.items.map((e) => (
                <EventRow key={e.id} e={e} onEdit={() => setEditing(e)} onRegistrations={() => setRegistrations(e)} />
              ))}
            </ul>
            <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogTitle>{editing === 'new' ? 'New event' : 'Edit event'}</DialogTitle>
          <div className="mt-4">
            {editing !== null && (
              <EventForm event={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
            )}
          </div>
        </DialogContent>
      </Dialog>
      <RegistrationsDialog event={registrations} onClose={() => setRegistrations(null)} />
    </StaffPage>
  );
}
