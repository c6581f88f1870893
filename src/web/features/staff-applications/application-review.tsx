import { useState } from 'react';
import { APPLICATION_FIELD_LABELS, applicationAnswer, type ApplicationField } from '@/domain/forms/application-labels';
import { APPLICATION_STATUS_LABELS, ELEMENT_TAKEN_REASON } from '@/domain/requests/applications';
import { ELEMENTS, capitalize, type Element } from '@/domain/shared/elements';
import { Button } from '@/web/components/ui/button';
import { Label, Select, Textarea } from '@/web/components/ui/form-controls';
import { ApiError } from '@/web/lib/api';
import { useApplication, useDecision } from './api';

/** One application in full, with its files and the review actions. */
export function ApplicationReview({ id }: { id: string }) {
  const detail = useApplication(id);
  const decide = useDecision(id);
  const [element, setElement] = useState<Element | ''>('');
  const [note, setNote] = useState('');
  if (detail.isPending) return <p role="status">Loading the application…</p>;
  if (detail.isError) return <p role="alert">The application could not be loaded.</p>;
  const d = detail.data;
  const chosen = element || d.summary.gymPrimary;
  const takenBy = d.takenBy[chosen];
  // Only the taken element's 409 offers to replace; the other (an application already decided) is just shown.
  const needsReplace =
    decide.error instanceof ApiError &&
    decide.error.code === 'conflict' &&
    decide.error.reason === ELEMENT_TAKEN_REASON;
  const open = d.summary.status === 'submitted' || d.summary.status === 'under_review';
  return (
    <section aria-label="Application" className="rounded-lg border border-border p-4 text-sm">
      <h2 className="text-lg font-bold">{d.summary.fullName}</h2>
      <p className="text-muted" data-testid="application-status">
        {APPLICATION_STATUS_LABELS[d.summary.status]}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {(Object.keys(APPLICATION_FIELD_LABELS) as ApplicationField[]).map((k) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{APPLICATION_FIELD_LABELS[k]}</dt>
            <dd className="whitespace-pre-line break-words">{applicationAnswer(k, d.fields[k])}</dd>
          </div>
        ))}
      </dl>
      {d.files.length > 0 && (
        <ul className="mt-3" aria-label="Files">
          {d.files.map((f) => (
            <li key={f.id}>
              <a className="underline" href={`/api/files/${f.id}`}>
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {d.messages.map((m) => (
        <p key={m.id} className="mt-2 rounded bg-surface-2 p-2">
          {m.body}
        </p>
      ))}
      {open && (
        <div className="mt-4 space-y-3">
          {d.summary.status === 'submitted' && (
            <Button variant="secondary" onClick={() => decide.mutate({ act: 'review' })}>
              Start review
            </Button>
          )}
          <div>
            <Label htmlFor="accept-element">Element</Label>
            <Select id="accept-element" value={chosen} onChange={(e) => setElement(e.target.value as Element)}>
              {ELEMENTS.map((e) => (
                <option key={e} value={e}>
                  {capitalize(e)}
                </option>
              ))}
            </Select>
            {takenBy && <p className="text-xs text-muted">Current leader: {takenBy}</p>}
          </div>
          <Button onClick={() => decide.mutate({ act: 'accept', body: { element: chosen, replace: needsReplace } })}>
            {needsReplace ? `Replace ${takenBy ?? 'the leader'} and accept` : 'Accept'}
          </Button>
          <div>
            <Label htmlFor="reject-note">Note to the applicant</Label>
            <Textarea id="reject-note" maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            <Button
              variant="secondary"
              disabled={!note.trim()}
              onClick={() => decide.mutate({ act: 'reject', body: { note } })}
            >
              Reject
            </Button>
          </div>
          {decide.error && <p role="alert">{decide.error.message}</p>}
        </div>
      )}
    </section>
  );
}
