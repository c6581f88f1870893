import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES } from '@/domain/forms/enums';
import { APPLICATION_STATUS_LABELS } from '@/domain/requests/applications';
import { ELEMENTS, capitalize } from '@/domain/shared/elements';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Label, Select } from '@/web/components/ui/form-controls';
import { useApplications } from './api';
import { ApplicationReview } from './application-review';

/** Gym leader applications, newest first, by status and element; one opens beside the list. */
export default function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState('submitted');
  const [element, setElement] = useState('');
  const [page, setPage] = useState(1);
  const list = useApplications(page, status, element);
  const open = params.get('id');
  return (
    <StaffPage
      title="Gym leader applications"
      description="Accepting makes the applicant the gym leader of an element."
    >
      <div className="mb-4 flex flex-wrap gap-3">
        <div>
          <Label htmlFor="app-status">Status</Label>
          <Select id="app-status" value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">All</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="app-element">Element</Label>
          <Select id="app-element" value={element} onChange={(e) => (setElement(e.target.value), setPage(1))}>
            <option value="">All</option>
            {ELEMENTS.map((e) => (
              <option key={e} value={e}>
                {capitalize(e)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <QueryState
          query={list}
          label="applications"
          isEmpty={(d) => d.items.length === 0}
          empty="No application matches."
        >
          {(data) => (
            <div>
              <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Applications">
                {data.items.map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      className="w-full p-3 text-left text-sm hover:bg-surface-2 focus-visible:outline-2"
                      aria-current={open === a.id}
                      onClick={() => setParams({ id: a.id })}
                    >
                      <span className="font-semibold">{a.fullName}</span>{' '}
                      <span className="text-muted">
                        {capitalize(a.gymPrimary)}
                        {a.gymSecondary ? ` / ${capitalize(a.gymSecondary)}` : ''} ·{' '}
                        {APPLICATION_STATUS_LABELS[a.status]}
                      </span>
                      <time className="block text-xs text-muted" dateTime={a.createdAt}>
                        {new Date(a.createdAt).toLocaleString()}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
            </div>
          )}
        </QueryState>
        {open && <ApplicationReview id={open} />}
      </div>
    </StaffPage>
  );
}
