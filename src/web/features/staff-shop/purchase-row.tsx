import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '@/domain/shared/numbers';
import { REFUND_REASON_LABELS } from '@/domain/shop/purchases';
import { Badge } from '@/web/components/ui/badge';
import { TrainerLink } from '@/web/components/trainer-link';
import type { StaffPurchaseRow } from './api';

/** One purchase in a staff list, linking to its details. */
export function PurchaseRow({ p }: { p: StaffPurchaseRow }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="staff-purchase">
      <div className="min-w-0 text-sm">
        <Link
          to={`/staff/shop-purchases/${p.id}`}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          {p.items.map((i) => `${i.itemName} × ${i.quantity}`).join(', ') || 'Purchase'}
        </Link>
        <p className="text-xs text-muted">
          Buyer{' '}
          {p.minecraftUsername ? (
            <TrainerLink name={p.minecraftUsername} className="text-foreground" />
          ) : (
            (p.buyerName ?? 'unknown')
          )}{' '}
          (
          <Link
            to={`/staff/users?q=${encodeURIComponent(p.buyerName ?? p.userId)}`}
            className="underline-offset-4 hover:underline"
          >
            account{p.buyerName ? ` ${p.buyerName}` : ''}
          </Link>
          ) · leader {p.gymLeader?.displayName ?? '—'} · {new Date(p.createdAt).toLocaleString()}
        </p>
        {p.refundReason && (
          <p className="mt-1 text-xs font-semibold text-danger" data-testid="refund-reason">
            {REFUND_REASON_LABELS[p.refundReason]}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 text-sm">
        {p.disputedAt && (
          <Badge variant="outline" className="border-danger text-danger">
            <AlertTriangle className="h-3 w-3" aria-hidden="true" /> Disputed
          </Badge>
        )}
        <Badge variant="secondary">{p.status}</Badge>
        <span className="font-semibold">{formatUsd(p.totalAmountCents)}</span>
        {p.refundedAmountCents > 0 && <span className="text-muted">(refunded {formatUsd(p.refundedAmountCents)})</span>}
      </div>
    </li>
  );
}
