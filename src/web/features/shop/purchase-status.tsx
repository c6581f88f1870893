import {
  Ban,
  CheckCircle2,
  Circle,
  Clock,
  Package,
  PackageCheck,
  PackageX,
  RotateCw,
  TimerOff,
  XCircle,
} from 'lucide-react';
import {
  DELIVERY_STATE_LABELS,
  PURCHASE_STATUS_LABELS,
  statusTone,
  type DeliveryState,
  type PurchaseView,
} from '@/domain/shop/purchases';
import { cn } from '@/web/lib/cn';

const TONES = {
  completed: { Icon: CheckCircle2, colour: 'text-success border-success/40' },
  pending: { Icon: Clock, colour: 'text-accent border-accent/40' },
  failed: { Icon: XCircle, colour: 'text-danger border-danger/40' },
  neutral: { Icon: Circle, colour: 'text-muted border-border' },
} as const;

/** Canceled and expired orders are neutral in colour, as any other status, with an icon of their own. */
const OWN_ICONS: Partial<Record<PurchaseView['status'], typeof Circle>> = { canceled: Ban, expired: TimerOff };

/** Completed, pending and failed each have their own icon and colour; any other status is neutral. */
export function PurchaseStatus({ status }: { status: PurchaseView['status'] }) {
  const tone = statusTone(status);
  const { colour } = TONES[tone];
  const Icon = OWN_ICONS[status] ?? TONES[tone].Icon;
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', colour)}
      data-tone={tone}
      data-status={status}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {PURCHASE_STATUS_LABELS[status] ?? status}
    </span>
  );
}

const DELIVERY = {
  queued: { Icon: Package, colour: 'text-accent' },
  delivered: { Icon: PackageCheck, colour: 'text-success' },
  failed: { Icon: PackageX, colour: 'text-danger' },
  retried: { Icon: RotateCw, colour: 'text-accent' },
} as const;

/** Where the order's items stand in game: queued, delivered, failed, retried. */
export function DeliveryStatus({ state }: { state: DeliveryState }) {
  const { Icon, colour } = DELIVERY[state];
  return (
    <p className={cn('mt-2 flex items-center gap-1.5 text-sm', colour)} data-delivery={state}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {DELIVERY_STATE_LABELS[state]}
    </p>
  );
}
