import { HelpCircle, LoaderCircle } from 'lucide-react';
import { STATUS_UNAVAILABLE } from '@/domain/server-status/texts';
import { Page } from '@/web/components/layout/page';
import { useServerStatus } from '@/web/components/server-status/use-server-status';
import { StaticHtml } from '@/web/components/static-html';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { INCIDENTS, SERVICES, overallStatus, type IncidentStatus } from './content/status';
import { MinecraftServiceRow, minecraftServiceStatus } from './components/minecraft-service';
import { DISPLAY, StatusLabel } from './components/service-status';

const INCIDENT_LABELS: Record<IncidentStatus, string> = { resolved: 'Resolved', completed: 'Completed' };
const MINECRAFT = 'Minecraft Server';

export default function StatusPage() {
  const view = useServerStatus();
  const minecraft = minecraftServiceStatus(view);
  // The Minecraft server's row is live (its Server List Ping); the others are the fixed figures.
  const services = SERVICES.map((svc) => (svc.name === MINECRAFT && minecraft ? { ...svc, status: minecraft } : svc));
  // The banner waits for the live row: it never says "All Systems Operational" about a server not yet asked.
  const overall = minecraft
    ? DISPLAY[overallStatus(services)]
    : view.state === 'unavailable'
      ? { icon: HelpCircle, className: 'text-muted', banner: STATUS_UNAVAILABLE }
      : { icon: LoaderCircle, className: 'text-muted', banner: 'Checking the Minecraft server...' };
  return (
    <Page title="System Status" description="The current state of the Cobble League server, website and services.">
      <Card className="flex items-center gap-3 p-5">
        <overall.icon className={cn('h-8 w-8 shrink-0', overall.className)} aria-hidden="true" />
        <div>
          {/* Two lines tall on a phone, as "Checking the Minecraft server..." is: a shorter answer moves nothing. */}
          <p className="min-h-14 text-xl font-bold sm:min-h-7" role="status">
            {overall.banner}
          </p>
          <p className="text-sm text-muted">This page refreshes every 30 seconds.</p>
        </div>
      </Card>

      <section aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="mb-4 text-2xl font-bold">
          Services
        </h2>
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
          {services.map((svc) =>
            svc.name === MINECRAFT ? (
              <MinecraftServiceRow key={svc.name} service={svc} view={view} />
            ) : (
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
            ),
          )}
        </ul>
      </section>

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
