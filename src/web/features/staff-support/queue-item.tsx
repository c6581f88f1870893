import { useState } from 'react';
import { REVIEW_STATUSES } from '@/domain/forms/enums';
import { REQUEST_STATUS_LABELS, type QueueId, type RequestStatus } from '@/domain/requests/queues';
import { Button } from '@/web/components/ui/button';
import { Input, Label, Select, Textarea } from '@/web/components/ui/form-controls';
import { useAuth } from '@/web/lib/auth';
import { useQueueAction, useQueueItem } from './api';

// The thread holds the player's answers and the status changes too, so staff read the whole conversation.
const ENTRY_LABEL = { note: 'Internal note', reply: 'Reply', answer: "Player's answer" } as const;
const ENTRY_CLASS = {
  note: 'rounded bg-warning/10 p-2',
  reply: 'rounded bg-surface-2 p-2',
  answer: 'rounded border border-accent/40 p-2',
} as const;

/** One item: its form, its thread, status and assignee, a note or reply, and the game decision. */
export function QueueItemView({ queue, id }: { queue: QueueId; id: string }) {
  const detail = useQueueItem(queue, id);
  const act = useQueueAction(queue, id);
  const { user } = useAuth();
  const [body, setBody] = useState('');
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('');
  if (detail.isPending) return <p role="status">Loading…</p>;
  if (detail.isError) return <p role="alert">The item could not be loaded.</p>;
  const { item, fields, messages } = detail.data;
  const send = (kind: 'note' | 'reply') =>
    act.mutate({ method: 'post', path: '/messages', body: { kind, body } }, { onSuccess: () => setBody('') });
  const game = (kind: 'pardon' | 'warn' | 'ban') =>
    act.mutate({
      method: 'post',
      path: '/game-action',
      body: kind === 'pardon' ? { kind, reason } : { kind, reason, durationMinutes: minutes ? Number(minutes) : null },
    });
  return (
    <section aria-label="Item" className="space-y-3 rounded-lg border border-border p-4 text-sm">
      <h2 className="text-lg font-bold">{item.title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {Object.entries(fields).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-words">{Array.isArray(v) ? v.join(', ') : String(v ?? '—')}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Label htmlFor="item-status" className="sr-only">
          Status
        </Label>
        <Select
          id="item-status"
          value={item.status}
          onChange={(e) => act.mutate({ method: 'patch', path: '', body: { status: e.target.value } })}
        >
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REQUEST_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <Button
          variant="secondary"
          onClick={() =>
            act.mutate({ method: 'patch', path: '', body: { assigneeId: item.assigneeId ? null : user?.id } })
          }
        >
          {item.assigneeId ? `Unassign ${item.assigneeName ?? ''}` : 'Assign to me'}
        </Button>
      </div>
      <ol className="space-y-2" aria-label="Thread">
        {messages.map((m) =>
          m.kind === 'status' ? (
            <li key={m.id} className="text-xs text-muted">
              Status: {REQUEST_STATUS_LABELS[m.body as RequestStatus] ?? m.body} · {m.authorName}
            </li>
          ) : (
            <li key={m.id} className={ENTRY_CLASS[m.kind]}>
              <span className="text-xs text-muted">
                {ENTRY_LABEL[m.kind]} · {m.authorName}
              </span>
              <p className="whitespace-pre-wrap break-words">{m.body}</p>
            </li>
          ),
        )}
      </ol>
      <Label htmlFor="item-message">Message</Label>
      <Textarea id="item-message" maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} />
      <div className="flex gap-2">
        <Button disabled={!body.trim()} onClick={() => send('reply')}>
          Reply to submitter
        </Button>
        <Button variant="secondary" disabled={!body.trim()} onClick={() => send('note')}>
          Add internal note
        </Button>
      </div>
      {(queue === 'appeals' || queue === 'reports') && (
        <fieldset className="space-y-2 rounded border border-border p-3">
          <legend className="font-semibold">Game server action</legend>
          <Label htmlFor="action-reason">Reason</Label>
          <Input id="action-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          {queue === 'appeals' ? (
            <Button disabled={!reason.trim()} onClick={() => game('pardon')}>
              Accept appeal and pardon
            </Button>
          ) : (
            <>
              <Label htmlFor="action-minutes">Duration in minutes (empty: permanent)</Label>
              <Input
                id="action-minutes"
                type="number"
                min={1}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
              <div className="flex gap-2">
                <Button disabled={!reason.trim()} onClick={() => game('warn')}>
                  Warn
                </Button>
                <Button disabled={!reason.trim()} onClick={() => game('ban')}>
                  Ban
                </Button>
              </div>
            </>
          )}
        </fieldset>
      )}
      {act.error && <p role="alert">{act.error.message}</p>}
    </section>
  );
}
