import { AlertTriangle, CheckCircle2, Wrench, XCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import type { ServiceStatus } from '../content/status';

export const DISPLAY: Record<ServiceStatus, { label: string; icon: LucideIcon; className: string; banner: string }> = {
  operational: {
    label: 'Operational',
    icon: CheckCircle2,
    className: 'text-success',
    banner: 'All Systems Operational',
  },
  degraded: { label: 'Degraded', icon: AlertTriangle, className: 'text-accent', banner: 'Some Systems Degraded' },
  outage: { label: 'Outage', icon: XCircle, className: 'text-danger', banner: 'Service Outage' },
  maintenance: { label: 'Maintenance', icon: Wrench, className: 'text-sky-400', banner: 'Maintenance in Progress' },
};

export function StatusLabel({ status }: { status: ServiceStatus }) {
  const d = DISPLAY[status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', d.className)}>
      <d.icon className="h-4 w-4" aria-hidden="true" />
      {d.label}
    </span>
  );
}
