import { HelpCircle, LoaderCircle } from 'lucide-react';
import { offlineDetails, onlineDetails } from '@/domain/server-status/texts';
import type { ServerStatusView } from '@/web/components/server-status/use-server-status';
import type { Service, ServiceStatus } from '../content/status';
import { StatusLabel } from './service-status';

/** The Minecraft server's row follows its Server List Ping: operational when it answers, an outage when it does not. */
export function minecraftServiceStatus(view: ServerStatusView): ServiceStatus | null {
  if (view.state === 'online') return 'operational';
  if (view.state === 'offline') return 'outage';
  return null;
}

/** Before the site has answered (or when it cannot), the row says so instead of guessing. */
function UnknownLabel({ view }: { view: ServerStatusView }) {
  const unavailable = view.state === 'unavailable';
  const Icon = unavailable ? HelpCircle : LoaderCircle;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted">
      <Icon className="h-4 w-4" aria-hidden="true" />
      {unavailable ? 'Unknown' : 'Checking...'}
    </span>
  );
}

/** The Minecraft Server row, live: its state, then players, version and ping, or when it was last seen. */
export function MinecraftServiceRow({ service, view }: { service: Service; view: ServerStatusView }) {
  const status = minecraftServiceStatus(view);
  const details = view.state === 'online' ? onlineDetails(view) : view.state === 'offline' ? offlineDetails(view) : '';
  return (
    <li
      className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="minecraft-service"
    >
      <div className="min-w-0">
        <h3 className="font-semibold">{service.name}</h3>
        <p className="text-sm text-muted">{service.description}</p>
        {/* Reserved in every state: the details fill in without moving the rows below. */}
        <p className="h-5 truncate text-sm leading-5 text-foreground/90">{details}</p>
        <p className="h-5 truncate text-sm italic leading-5 text-muted">
          {view.state === 'online' && view.motd && (
            <>
              <span className="sr-only">Message of the day: </span>
              {view.motd}
            </>
          )}
        </p>
      </div>
      <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
        {status ? <StatusLabel status={status} /> : <UnknownLabel view={view} />}
        <span className="text-sm text-muted">{service.uptime} uptime (90 days)</span>
      </div>
    </li>
  );
}
