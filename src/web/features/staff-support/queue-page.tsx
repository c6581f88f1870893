import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_STATUSES } from '@/domain/forms/enums';
import { QUEUE_IDS, QUEUE_LABELS, REQUEST_STATUS_LABELS, type QueueId } from '@/domain/requests/queues';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Input, Label, Select } from '@/web/components/ui/form-controls';
import { useQueue } from './api';
import { QueueItemView } from './queue-item';

/** The five support queues on one screen: a queue picker, filters, the list and the open item. */
export default function QueuePage() {
  const [params, setParams] = useSearchParams();
  const queue = (QUEUE_IDS as readonly string[]).includes(params.get('queue') ?? '')
    ? (params.get('queue') as QueueId)
    : 'tickets';
  const open = params.get('id');
  const [f, setF] = useState({ page: 1, status: 'open', assignee: '', q: '' });
  const set = (patch: Partial<typeof f>) => setF({ ...f, page: 1, ...patch });
  const list = useQueue(queue, f);
  return (
    <StaffPage
      title="Support queues"
      description="Internal notes are for staff; replies reach the submitter's My requests."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="queue">Queue</Label>
          <Select id="queue" value={queue} onChange={(e) => setParams({ queue: e.target.value })}>
            {QUEUE_IDS.map((q) => (
              <option key={q} value={q}>
                {QUEUE_LABELS[q]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="queue-status">Status</Label>
          <Select id="queue-status" value={f.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All</option>
            {REVIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="queue-assignee">Assignee</Label>
          <Select id="queue-assignee" value={f.assignee} onChange={(e) => set({ assignee: e.target.value })}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="queue-search">Search</Label>
          <Input
            id="queue-search"
            type="search"
            maxLength={100}
            value={f.q}
            onChange={(e) => set({ q: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <QueryState
          query={list}
          label={QUEUE_LABELS[queue]}
          isEmpty={(d) => d.items.length === 0}
          empty="Nothing matches."
        >
          {(data) => (
            <div>
              <ul className="divide-y divide-border rounded-lg border border-border" aria-label={QUEUE_LABELS[queue]}>
                {data.items.map((i) => (
                  <li key={i.id}>
                    <button
                      type="button"
                      className="w-full p-3 text-left text-sm hover:bg-surface-2"
                      aria-current={open === i.id}
                      onClick={() => setParams({ queue, id: i.id })}
                    >
                      <span className="font-semibold">{i.title}</span>{' '}
                      {i.playerAnswered && (
                        <span className="mr-1 rounded bg-accent/15 px-1.5 py-0.5 text-xs font-semibold text-accent">
                          Player replied
                        </span>
                      )}
                      <span className="text-muted">
                        {REQUEST_STATUS_LABELS[i.status]} · {i.submitterName ?? '—'} · {i.assigneeName ?? 'unassigned'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} hasMore={data.hasMore} onPage={(page) => setF({ ...f, page })} />
            </div>
          )}
        </QueryState>
        {open && <QueueItemView queue={queue} id={open} />}
      </div>
    </StaffPage>
  );
}
