import { useState } from 'react';
import { formatUsd } from '@/domain/shared/numbers';
import { PAYOUT_METHOD_LABEL } from '@/domain/dashboard/payout-methods';
import type { LedgerLine } from '@/domain/dashboard/schemas';
import { LEDGER_KIND_LABEL } from '@/domain/dashboard/texts';
import { Pager } from '@/web/components/staff/pager';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useLedger } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** An earning adds to the balance; a reversal or a payout takes from it. */
const signed = (l: LedgerLine) => (l.kind === 'earning' ? l.amountCents : -l.amountCents);

function Source({ line }: { line: LedgerLine }) {
  if (line.payout)
    return (
      <>
        {PAYOUT_METHOD_LABEL[line.payout.method]} · <span className="break-all">{line.payout.reference}</span>
      </>
    );
  if (!line.purchase) return <>{line.note ?? '—'}</>;
  const items = line.purchase.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
  return (
    <>
      Order {line.purchase.id.slice(0, 8)} · {items || 'no items'} · {formatUsd(line.purchase.totalCents)} (
      {line.purchase.status}){line.sharePercent !== null && ` · ${line.sharePercent}% share`}
    </>
  );
}

/** The leader's ledger lines, newest first, a page at a time. */
export function LedgerTable() {
  const [page, setPage] = useState(1);
  const ledger = useLedger(page);
  let body;
  if (ledger.isPending)
    body = (
      <div role="status" aria-label="Loading your ledger" className="space-y-2">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  else if (ledger.isError)
    body = (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
        <p>Could not load your ledger: {ledger.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void ledger.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (ledger.data.items.length === 0)
    body = (
      <p className="text-muted">No ledger lines yet: your share of each purchase that names you will show here.</p>
    );
  else
    body = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Ledger lines, newest first</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Amount
                </th>
                <th scope="col" className="py-2">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.items.map((l) => (
                <tr key={l.id} className="border-t border-border align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{when(l.createdAt)}</td>
                  <td className="py-2 pr-3">{LEDGER_KIND_LABEL[l.kind] ?? l.kind}</td>
                  <td className={cn('py-2 pr-3 text-right tabular-nums', signed(l) < 0 && 'text-danger')}>
                    {formatUsd(signed(l))}
                  </td>
                  <td className="py-2">
                    <Source line={l} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} hasMore={ledger.data.hasMore} onPage={setPage} label="Ledger pages" />
      </>
    );
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-bold">Ledger</h2>
      {body}
    </Card>
  );
}
