import { Download } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { useWaitlist } from './api';

/** The alpha waitlist, newest first, with a CSV export of every signup. */
export default function WaitlistPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useWaitlist(page, q);
  return (
    <StaffPage
      title="Alpha waitlist"
      description="Each export is recorded in the audit log."
      actions={
        <Button asChild variant="secondary">
          <a href="/api/staff/waitlist.csv" download>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        </Button>
      }
    >
      <div className="mb-4 max-w-sm">
        <Label htmlFor="waitlist-search">Player name or email</Label>
        <Input
          id="waitlist-search"
          type="search"
          maxLength={100}
          value={q}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
        />
      </div>
      <QueryState query={list} label="the waitlist" isEmpty={(d) => d.items.length === 0} empty="No signup matches.">
        {(data) => (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Signups">
              {data.items.map((w) => (
                <li key={w.id} className="p-3 text-sm" data-testid="signup">
                  <div className="flex flex-wrap justify-between gap-2">
                    <p className="font-semibold">
                      {w.playerName} <span className="font-normal text-muted">{w.email}</span>
                    </p>
                    <time className="text-xs text-muted" dateTime={w.createdAt}>
                      {new Date(w.createdAt).toLocaleString()}
                    </time>
                  </div>
                  <p className="text-xs text-muted">
                    Discord {w.discordUsername} · Minecraft {w.minecraftUsername ?? '—'}
                  </p>
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-muted">Answers</summary>
                    <dl className="mt-1 space-y-1">
                      <dt className="font-semibold">Why join</dt>
                      <dd>{w.whyJoin}</dd>
                      <dt className="font-semibold">Most excited about</dt>
                      <dd>{w.mostExcitedFeature}</dd>
                      <dt className="font-semibold">Community idea</dt>
                      <dd>{w.communityEnhancement}</dd>
                    </dl>
                  </details>
                </li>
              ))}
            </ul>
            <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
