import { useState } from 'react';
import type { MyRequest } from '@/domain/requests/my-requests';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@/domain/requests/queues';
import { answerSchema, APPLICATION_DECIDED, isClosed, REOPEN_WINDOW_DAYS } from '@/domain/requests/threads';
import { Button } from '@/web/components/ui/button';
import { FieldError, Label, Textarea } from '@/web/components/ui/form-controls';
import { toast } from '@/web/lib/notify';
import { useAnswer } from './api';

type Entry = MyRequest['thread'][number];
const when = (iso: string) => new Date(iso).toLocaleString();
const statusWord = (s: string) => REQUEST_STATUS_LABELS[s as RequestStatus] ?? s;

function ThreadEntry({ e }: { e: Entry }) {
  if (e.kind === 'status')
    return (
      <li className="text-xs text-muted">
        Status: {statusWord(e.body)} · {e.authorName ?? 'Staff'} · {when(e.createdAt)}
      </li>
    );
  const own = e.kind === 'answer';
  return (
    <li className={own ? 'ml-6 rounded bg-primary/10 p-2 text-sm' : 'mr-6 rounded bg-surface-2 p-2 text-sm'}>
      <span className="text-xs text-muted">
        {own ? 'You' : `${e.authorName ?? 'Staff'} · Staff`} · {when(e.createdAt)}
      </span>
      <p className="whitespace-pre-wrap break-words">{e.body}</p>
    </li>
  );
}

/** The player's answer: on an open item it joins the thread, on a closed one it reopens it within the window. */
function AnswerForm({ r }: { r: MyRequest }) {
  const answer = useAnswer(r);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const closed = isClosed(r.status);
  const id = `answer-${r.id}`;
  const send = () => {
    const parsed = answerSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    answer.mutate(parsed.data, {
      onSuccess: (res) => {
        setBody('');
        toast(res.reopened ? 'Request reopened' : 'Reply sent');
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <div className="mt-3 space-y-2">
      {closed && r.reopenUntil && (
        <p className="text-sm text-muted">
          This request is {statusWord(r.status).toLowerCase()}. Reply by {new Date(r.reopenUntil).toLocaleDateString()}{' '}
          to reopen it.
        </p>
      )}
      <Label htmlFor={id}>Your reply</Label>
      <Textarea
        id={id}
        maxLength={4000}
        value={body}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button loading={answer.isPending} onClick={send}>
        {closed ? 'Reopen and send' : 'Send reply'}
      </Button>
    </div>
  );
}

/** One request opened: what the player wrote, the conversation, and their answer. */
export function RequestThread({ r }: { r: MyRequest }) {
  return (
    <div className="mt-3 space-y-3">
      {r.submitted.length > 0 && (
        <dl aria-label="What you wrote" className="space-y-1 text-sm">
          {r.submitted.map((f) => (
            <div key={f.label}>
              <dt className="text-xs text-muted">{f.label}</dt>
              <dd className="whitespace-pre-wrap break-words">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {r.thread.length === 0 ? (
        <p className="text-sm text-muted">No reply yet.</p>
      ) : (
        <ol aria-label="Conversation" className="space-y-2">
          {r.thread.map((e) => (
            <ThreadEntry key={e.id} e={e} />
          ))}
        </ol>
      )}
      {r.canAnswer ? (
        <AnswerForm r={r} />
      ) : (
        <p className="text-sm text-muted">
          {r.kind === 'application'
            ? APPLICATION_DECIDED
            : `This request was closed more than ${REOPEN_WINDOW_DAYS} days ago. File a new one if you still need help.`}
        </p>
      )}
    </div>
  );
}
