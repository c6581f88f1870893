import { useState } from 'react';
import { formatUsd } from '@/domain/shared/numbers';
import { PAYOUT_METHOD_LABEL } from '@/domain/dashboard/payout-methods';
import type { LeaderBalance } from '@/domain/dashboard/schemas';
import { ElementBadge } from '@/web/components/game/element-badge';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useLeaderBalances, usePayoutHistory } from './api';
import { PayoutDialog } from './payout-dialog';

const cell = 'px-3 py-2';

function Balances({ onPay }: { onPay: (l: LeaderBalance) => void }) {
  const balances = useLeaderBalances();
  return (
    <QueryState
      query={balances}
      label="gym leaders"
      isEmpty={(d) => d.leaders.length === 0}
      empty="No gym leaders yet."
    >
      {(data) => (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Gym leaders and what the ledger owes them</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className={cell}>
                  Leader
                </th>
                <th scope="col" className={cn(cell, 'text-right')}>
                  Earnings
                </th>
                <th scope="col" className={cn(cell, 'text-right')}>
                  Payouts
                </th>
                <th scope="col" className={cn(cell, 'text-right')}>
                  Balance
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.leaders.map((l) => (
                <tr key={l.id} className="border-t border-border" data-leader={l.displayName}>
                  <th scope="row" className={cn(cell, 'font-semibold')}>
                    <span className="inline-flex flex-wrap items-center gap-2">
                      {l.displayName} <ElementBadge element={l.element} />
                      {!l.active && <span className="text-xs text-muted">(former)</span>}
                      {l.request && (
                        <span className="text-xs font-normal text-accent" data-testid="payout-requested">
                          Requested {formatUsd(l.request.amountCents)} on{' '}
                          {new Date(l.request.createdAt).toLocaleDateString()}
                        </span>
                      )}
                    </span>
                  </th>
                  <td className={cn(cell, 'text-right tabular-nums')}>{formatUsd(l.earningsCents)}</td>
                  <td className={cn(cell, 'text-right tabular-nums')}>{formatUsd(l.payoutsCents)}</td>
                  <td className={cn(cell, 'text-right tabular-nums', l.balanceCents < 0 && 'text-danger')}>
                    {formatUsd(l.balanceCents)}
                  </td>
                  <td className={cn(cell, 'text-right')}>
                    <Button size="sm" disabled={l.balanceCents <= 0} onClick={() => onPay(l)}>
                      Record payout<span className="sr-only"> to {l.displayName}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const history = usePayoutHistory(page);
  return (
    <QueryState query={history} label="payouts" isEmpty={(d) => d.items.length === 0} empty="No payouts recorded yet.">
      {(data) => (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Payouts">
            {data.items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <strong>{formatUsd(p.amountCents)}</strong> to {p.displayName} · {PAYOUT_METHOD_LABEL[p.method]} ·{' '}
                  <span className="break-all">{p.reference}</span>
                </span>
                <time className="text-muted" dateTime={p.createdAt}>
                  {new Date(p.createdAt).toLocaleString('en-US')}
                </time>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={data.hasMore} onPage={setPage} label="Payout pages" />
        </>
      )}
    </QueryState>
  );
}

/** Staff pay gym leaders their share: each payout is a line in the leader's ledger. */
export default function PayoutsPage() {
  const [paying, setPaying] = useState<LeaderBalance | null>(null);
  return (
    <StaffPage
      title="Gym leader payouts"
      description="What each leader has earned from purchases (less refunds), what has been paid out, and the balance. A payout may not exceed the balance."
    >
      <Balances onPay={setPaying} />
      <h2 className="mt-8 mb-3 text-lg font-bold">Payouts, newest first</h2>
      <History />
      {paying && <PayoutDialog leader={paying} onClose={() => setPaying(null)} />}
    </StaffPage>
  );
}
