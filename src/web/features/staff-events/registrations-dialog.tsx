import { useState } from 'react';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { useRegistrations } from './api';

/** Who registered for an event, first come first. */
export function RegistrationsDialog({
  event,
  onClose,
}: {
  event: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const regs = useRegistrations(event?.id ?? null, page);
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Registrations</DialogTitle>
        <DialogDescription>{event?.title}</DialogDescription>
        <div className="mt-4">
          <QueryState
            query={regs}
            label="registrations"
            isEmpty={(d) => d.items.length === 0}
            empty="Nobody has registered yet."
          >
            {(data) => (
              <>
                <ol className="divide-y divide-border rounded-lg border border-border">
                  {data.items.map((r) => (
                    <li key={r.id} className="flex justify-between gap-2 p-2 text-sm">
                      <span>
                        {r.name} <span className="text-xs text-muted">{r.discordId}</span>
                      </span>
                      <span className="text-muted">{r.status}</span>
                    </li>
                  ))}
                </ol>
                <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="Registration pages" />
              </>
            )}
          </QueryState>
        </div>
      </DialogContent>
    </Dialog>
  );
}
