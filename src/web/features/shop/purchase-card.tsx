import { CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import { statusTone, type PurchaseView } from '@/domain/shop/purchases';
import { formatUsd } from '@/domain/shared/numbers';
import { ELEMENTS, type Element } from '@/domain/shared/elements';
import { ElementBadge } from '@/web/components/game/element-badge';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

const TONES = {
  completed: { Icon: CheckCircle2, colour: 'text-success border-success/40' },
  pending: { Icon: Clock, colour: 'text-accent border-accent/40' },
  failed: { Icon: XCircle, colour: 'text-danger border-danger/40' },
  neutral: { Icon: Circle, colour: 'text-muted border-border' },
} as const;

const isElement = (e: string): e is Element => (ELEMENTS as readonly string[]).includes(e);

/** Completed, pending and failed each have their own icon and colour; any other status is neutral. */
export function PurchaseStatus({ status }: { status: string }) {
  const { Icon, colour } = TONES[statusTone(status)];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', colour)}
      data-tone={statusTone(status)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
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
      {p.refundedAmountCents > 0 && (
        <p className="mt-2 text-sm text-muted">Refunded {formatUsd(p.refundedAmountCents)}</p>
      )}
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
