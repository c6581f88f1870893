import { ExternalLink } from 'lucide-react';
import { REFUND_REASON_LABELS, type PurchaseView } from '@/domain/shop/purchases';
import { formatUsd } from '@/domain/shared/numbers';
import { ELEMENTS, type Element } from '@/domain/shared/elements';
import { ElementBadge } from '@/web/components/game/element-badge';
import { Card } from '@/web/components/ui/card';
import { openCustomerPortal } from '@/web/lib/customer-portal';
import { useSiteConfig } from '@/web/lib/site-config';
import { DeliveryStatus, PurchaseStatus } from './purchase-status';

const isElement = (e: string): e is Element => (ELEMENTS as readonly string[]).includes(e);

/** A rank that still renews is managed (or canceled) in Stripe's Customer Portal. */
function ManageSubscription({ interval }: { interval: 'month' | 'year' }) {
  const { customerPortalUrl } = useSiteConfig();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Renews every {interval}.</span>
      <a
        href={customerPortalUrl}
        onClick={(e) => openCustomerPortal(e, customerPortalUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-accent underline"
      >
        Manage subscription <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}

/** One order: status, date, total, Minecraft name, the gym leader it supports and its lines. */
export function PurchaseCard({ purchase }: { purchase: PurchaseView }) {
  const p = purchase;
  return (
    <Card className="p-5" data-testid="purchase">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PurchaseStatus status={p.status} />
        <time dateTime={p.createdAt} className="text-sm text-muted">
          {new Date(p.createdAt).toLocaleString()}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Total</dt>
          <dd className="text-lg font-bold">{formatUsd(p.totalAmountCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Minecraft</dt>
          <dd className="font-semibold">{p.minecraftUsername}</dd>
        </div>
        <div>
          <dt className="text-muted">Gym leader supported</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {p.gymLeader ? p.gymLeader.displayName : '—'}
            {p.gymLeader && isElement(p.gymLeader.element) && <ElementBadge element={p.gymLeader.element} />}
          </dd>
        </div>
      </dl>
      {p.delivery && <DeliveryStatus state={p.delivery} />}
      {p.subscription?.active && <ManageSubscription interval={p.subscription.interval} />}
      {p.refundedAmountCents > 0 && (
        <p className="mt-2 text-sm text-muted">Refunded {formatUsd(p.refundedAmountCents)}</p>
      )}
      {p.refundReason && <p className="mt-2 text-sm text-muted">{REFUND_REASON_LABELS[p.refundReason]}</p>}
      <ul className="mt-3 divide-y divide-border border-t border-border text-sm" aria-label="Items">
        {p.items.map((item) => (
          <li key={item.itemId} className="flex justify-between gap-2 py-2">
            <span>
              {item.itemName} × {item.quantity}
              <span className="text-muted"> at {formatUsd(item.itemPriceCents)}</span>
            </span>
            <span>{formatUsd(item.totalPriceCents)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
