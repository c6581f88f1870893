import { AlertTriangle, CheckCircle2, Wrench, XCircle, type LucideIcon } from 'lucide-react';
import { Page } from '@/web/components/layout/page';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { INCIDENTS, SERVICES, overallStatus, type IncidentStatus, type ServiceStatus } from './content/status';
import { StaticHtml } from '@/web/components/static-html';

const DISPLAY: Record<ServiceStatus, { label: string; icon: LucideIcon; className: string; banner: string }> = {
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

const INCIDENT_LABELS: Record<IncidentStatus, string> = { resolved: 'Resolved', completed: 'Completed' };

function StatusLabel({ status }: { status: ServiceStatus }) {
  const d = DISPLAY[status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', d.className)}>
      <d.icon className="h-4 w-4" aria-hidden="true" />
      {d.label}
    </span>
  );
}

export default function StatusPage() {
  const overall = DISPLAY[overallStatus(SERVICES)];
  return (
    <Page title="System Status" description="The current state of the Cobble League server, website and services.">
      <Card className="flex items-center gap-3 p-5">
        <overall.icon className={cn('h-8 w-8', overall.className)} aria-hidden="true" />
        <div>
          <p className="text-xl font-bold">{overall.banner}</p>
          <p className="text-sm text-muted">This page refreshes every 30 seconds.</p>
        </div>
      </Card>

      <StaticHtml as="section" aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="mb-4 text-2xl font-bold">
          Services
        </h2>
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
          {SERVICES.map((svc) => (
            <li key={svc.name} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-semibold">{svc.name}</h3>
                <p className="text-sm text-muted">{svc.description}</p>
              </div>
              <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
                <StatusLabel status={svc.status} />
                <span className="text-sm text-muted">{svc.uptime} uptime (90 days)</span>
              </div>
            </li>
          ))}
        </ul>
      </StaticHtml>

      <StaticHtml as="section" aria-labelledby="incidents-heading" className="mt-10">
        <h2 id="incidents-heading" className="mb-4 text-2xl font-bold">
          Recent incidents
        </h2>
        <ul className="flex flex-col gap-4">
          {INCIDENTS.map((inc) => (
            <li key={inc.title}>
              <Card className="p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{inc.title}</h3>
                  <Badge variant="success">{INCIDENT_LABELS[inc.status]}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {inc.date} · Affected: {inc.affected}
                </p>
                <p className="mt-2 text-sm text-foreground/90">{inc.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </StaticHtml>
    </Page>
  );
}
