import { useState } from 'react';
import type { AuditEntry } from '@/domain/staff/audit';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Input, Label } from '@/web/components/ui/form-controls';
import { useAuditLog, type AuditFilter } from './api';

const FIELDS: [keyof AuditFilter, string, string][] = [
  ['actor', 'Actor (name or id)', 'text'],
  ['action', 'Action', 'text'],
  ['targetTable', 'Target table', 'text'],
  ['targetId', 'Target id', 'text'],
  ['from', 'From (UTC day)', 'date'],
  ['to', 'To (UTC day)', 'date'],
];
const EMPTY: AuditFilter = { actor: '', action: '', targetTable: '', targetId: '', from: '', to: '' };
const KNOWN_ACTIONS = [
  'user.role',
  'event.create',
  'event.update',
  'event.open',
  'event.close',
  'event.cancel',
  'game_key.create',
  'game_key.revoke',
  'delivery.retry',
  'delivery.cancel',
  'match.correct',
  'waitlist.export',
];

/** A readable name for the changed record, when its snapshot has one (an event's title, an account's name). */
function targetLabel(e: AuditEntry): string | null {
  for (const side of [e.after, e.before]) {
    const v = side as { title?: unknown; name?: unknown } | null;
    const label = v?.title ?? v?.name;
    if (typeof label === 'string') return label;
  }
  return null;
}

function Entry({ e }: { e: AuditEntry }) {
  const label = targetLabel(e);
  return (
    <li className="p-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <strong>{e.actorName ?? e.actorId}</strong> <code className="text-accent">{e.action}</code>{' '}
          {label && <span className="font-medium">{label} </span>}
          <span className="text-xs text-muted">
            {e.targetTable} {e.targetId}
          </span>
        </p>
        <time className="text-xs text-muted" dateTime={e.createdAt}>
          {new Date(e.createdAt).toLocaleString()}
        </time>
      </div>
      {(e.before != null || e.after != null) && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-muted">Before and after</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            {(['before', 'after'] as const).map((k) => (
              <div key={k}>
                <p className="font-semibold capitalize">{k}</p>
                <pre className="overflow-x-auto rounded bg-surface-2 p-2">{JSON.stringify(e[k], null, 2) ?? '—'}</pre>
              </div>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}

/** Admins read the audit log, newest first; nobody can change it. */
export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filter, page);
  return (
    <StaffPage title="Audit log" description="Every staff and admin action: who, what, which record, before and after.">
      <form
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        {FIELDS.map(([key, label, type]) => (
          <div key={key}>
            <Label htmlFor={`audit-${key}`}>{label}</Label>
            <Input
              id={`audit-${key}`}
              type={type}
              maxLength={128}
              list={key === 'action' ? 'audit-actions' : undefined}
              value={filter[key]}
              onChange={(e) => {
                setFilter({ ...filter, [key]: e.target.value });
                setPage(1);
              }}
            />
          </div>
        ))}
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </form>
      <QueryState query={log} label="the audit log" isEmpty={(d) => d.items.length === 0} empty="No entry matches.">
        {(data) => (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Audit entries">
              {data.items.map((e) => (
                <Entry key={e.id} e={e} />
              ))}
            </ul>
            <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
