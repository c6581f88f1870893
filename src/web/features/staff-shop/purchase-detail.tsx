import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatUsd } from '@/domain/shared/numbers';
import { DeliverySummary } from '@/web/components/staff/delivery-summary';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { useStaffPurchase } from './api';
import { MismatchList } from './mismatch-list';
import { PurchaseRow } from './purchase-row';
import { RefundButton } from './refund-button';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      {empty ? <p className="text-sm text-muted">None.</p> : children}
    </section>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * One purchase with its Stripe events (those that came before its payment too), payments that did
 * not match it, in-game deliveries and ledger entries, and the refund button.
 */
export function PurchaseDetail() {
  const { id = '' } = useParams();
  const detail = useStaffPurchase(id);
  return (
    <StaffPage
      title="Purchase"
      actions={
        <Link to="/staff/shop-purchases" className="inline-flex items-center gap-1 text-sm text-accent">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All purchases
        </Link>
      }
    >
      <QueryState query={detail} label="the purchase" isEmpty={() => false} empty="">
        {(d) => (
          <>
            <ul className="rounded-lg border border-border">
              <PurchaseRow p={d.purchase} />
            </ul>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
              <span>Id {d.purchase.id}</span>
              <span>Session {d.purchase.stripeSessionId ?? '—'}</span>
              <RefundButton purchase={d.purchase} />
            </div>
            {d.mismatches.length > 0 && (
              <Section title="Payments not matching the purchase" empty={false}>
                <MismatchList purchaseId={d.purchase.id} mismatches={d.mismatches} />
              </Section>
            )}
            <Section title="Ledger entries" empty={d.ledger.length === 0}>
              <ul
                className="divide-y divide-border rounded-lg border border-border text-sm"
                aria-label="Ledger entries"
              >
                {d.ledger.map((e) => (
                  <li key={e.id} className="flex flex-wrap justify-between gap-2 p-3" data-testid="ledger-entry">
                    <span>
                      <Badge variant={e.kind === 'reversal' ? 'outline' : 'secondary'}>{e.kind}</Badge>{' '}
                      {d.purchase.gymLeader?.displayName ?? '—'}
                      {e.sharePercent !== null && ` · ${e.sharePercent}%`}
                      {e.note && <span className="text-muted"> · {e.note}</span>}
                    </span>
                    <span>
                      {e.kind === 'reversal' ? '−' : ''}
                      {formatUsd(e.amountCents)} <span className="text-muted">· {when(e.createdAt)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
            <Section title="Deliveries" empty={d.deliveries.length === 0}>
              <ul className="divide-y divide-border rounded-lg border border-border text-sm" aria-label="Deliveries">
                {d.deliveries.map((a) => (
                  <li key={a.id} className="flex flex-wrap justify-between gap-2 p-3">
                    <div className="min-w-0">
                      <DeliverySummary
                        kind={a.kind}
                        payload={a.payload}
                        playerUuid={a.playerUuid}
                        playerName={a.playerName}
                        extra={`not before ${when(a.notBefore)}`}
                      />
                    </div>
                    <Badge variant="secondary">{a.status}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
            <Section title="Stripe events" empty={d.events.length === 0}>
              <ul className="divide-y divide-border rounded-lg border border-border text-sm" aria-label="Stripe events">
                {d.events.map((e) => (
                  <li key={e.id} className="flex flex-wrap justify-between gap-2 p-3">
                    <code>{e.type}</code>
                    <span className="text-muted">
                      {e.id} · {when(e.receivedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
