import { Activity, Inbox } from 'lucide-react';
import { QUEUE_LABELS, STAFF_QUEUES } from '@/domain/staff/overview';
import { timeAgo } from '@/domain/shared/time-ago';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Card } from '@/web/components/ui/card';
import { useStaffOverview } from './api';

/** What needs the team now: open items per queue, the newest of them, and today's activity. Live. */
export default function OverviewPage() {
  const overview = useStaffOverview();
  return (
    <StaffPage title="Staff overview" description="Open items in every queue, updated live.">
      <QueryState query={overview} label="the overview" isEmpty={() => false} empty="">
        {(data) => (
          <div className="space-y-8">
            <section aria-labelledby="open-heading">
              <h2 id="open-heading" className="mb-3 text-lg font-bold">
                Open items
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {STAFF_QUEUES.map((q) => (
                  <li key={q}>
                    <Card className="p-4" data-testid={`queue-${q}`}>
                      <p className="text-3xl font-extrabold">{data.open[q] ?? 0}</p>
                      <p className="text-sm text-muted">{QUEUE_LABELS[q]}</p>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
            <div className="grid gap-6 lg:grid-cols-2">
              <section aria-labelledby="newest-heading">
                <h2 id="newest-heading" className="mb-3 flex items-center gap-2 text-lg font-bold">
                  <Inbox className="h-5 w-5 text-accent" aria-hidden="true" /> Newest open items
                </h2>
                {data.newest.length === 0 ? (
                  <p className="rounded-lg border border-border p-6 text-center text-muted">Every queue is clear.</p>
                ) : (
                  <ul className="divide-y divide-border rounded-lg border border-border">
                    {data.newest.map((item) => (
                      <li key={`${item.queue}-${item.id}`} className="flex items-center justify-between gap-3 p-3">
                        <div className="min-w-0">
                          <p className="truncate font-medium">{item.title}</p>
                          <p className="text-xs text-muted">
                            {QUEUE_LABELS[item.queue]} · {item.status.replace('_', ' ')}
                          </p>
                        </div>
                        <time className="shrink-0 text-xs text-muted" dateTime={item.createdAt}>
                          {timeAgo(item.createdAt)}
                        </time>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="today-heading">
                <h2 id="today-heading" className="mb-3 flex items-center gap-2 text-lg font-bold">
                  <Activity className="h-5 w-5 text-accent" aria-hidden="true" /> Today (UTC)
                </h2>
                <dl className="grid grid-cols-3 gap-3">
                  {(
                    [
                      ['Staff actions', data.today.auditEntries],
                      ['New submissions', data.today.submissions],
                      ['Matches', data.today.matches],
                    ] as const
                  ).map(([label, n]) => (
                    <Card key={label} className="flex flex-col-reverse p-4">
                      <dt className="text-sm text-muted">{label}</dt>
                      <dd className="text-2xl font-extrabold">{n}</dd>
                    </Card>
                  ))}
                </dl>
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </StaffPage>
  );
}
