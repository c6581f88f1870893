import { formatUsd } from '@/domain/shared/numbers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useResolveMismatch, type StaffPurchase } from './api';

/** Dollars when the currency is the shop's; otherwise the amount Stripe reported, as it reported it. */
const money = (cents: number, currency: string) =>
  currency === 'usd' ? formatUsd(cents) : `${cents} (${currency ? currency.toUpperCase() : 'no currency'} cents)`;

/**
 * Payments Stripe reported that do not match the purchase: none of them was applied. Staff settle
 * each with the buyer (a refund in Stripe, or the items by hand), then mark it resolved.
 */
export function MismatchList({
  purchaseId,
  mismatches,
}: {
  purchaseId: string;
  mismatches: StaffPurchase['mismatches'];
}) {
  const resolve = useResolveMismatch(purchaseId);
  return (
    <>
      <ul
        className="divide-y divide-border rounded-lg border border-border text-sm"
        aria-label="Payments not matching the purchase"
      >
        {mismatches.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              {m.kind}: paid {money(m.paidCents, m.paidCurrency)}, expected {money(m.expectedCents, m.expectedCurrency)}
              <span className="block text-xs text-muted">Not applied · event {m.eventId}</span>
            </span>
            {m.status === 'open' ? (
              <Button variant="outline" disabled={resolve.isPending} onClick={() => resolve.mutate(m.id)}>
                Mark resolved
              </Button>
            ) : (
              <Badge variant="secondary">resolved</Badge>
            )}
          </li>
        ))}
      </ul>
      {resolve.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {resolve.error.message}
        </p>
      )}
    </>
  );
}
