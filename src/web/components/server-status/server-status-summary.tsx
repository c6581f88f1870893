import { offlineDetails, onlineDetails } from '@/domain/server-status/texts';
import { cn } from '@/web/lib/cn';
import { lineText } from './server-status-line';
import { StatusDot } from './status-dot';
import { useServerStatus, type ServerStatusView } from './use-server-status';

function headline(status: ServerStatusView): string {
  if (status.state === 'online') return 'Server Online';
  if (status.state === 'offline') return 'Server Offline';
  return lineText(status);
}

/**
 * The Minecraft server's state for the home page: whether it answers, players, version, ping and its message of the
 * day. Three lines of fixed height in every state, so the prerendered "Checking" card fills in without a shift.
 */
export function ServerStatusSummary({ className }: { className?: string }) {
  const status = useServerStatus();
  const details =
    status.state === 'online' ? onlineDetails(status) : status.state === 'offline' ? offlineDetails(status) : '';
  return (
    <section
      aria-label="Minecraft server status"
      className={cn('w-full max-w-md rounded-lg border border-border bg-background/60 p-3 text-left', className)}
      data-testid="server-status-summary"
    >
      <p className="flex h-5 items-center gap-2 text-sm font-semibold leading-5">
        <StatusDot state={status.state} />
        {headline(status)}
      </p>
      <p className="mt-1 h-5 truncate text-xs leading-5 text-muted">{details}</p>
      <p className="h-5 truncate text-xs italic leading-5 text-muted">
        {status.state === 'online' && status.motd && (
          <>
            <span className="sr-only">Message of the day: </span>
            {status.motd}
          </>
        )}
      </p>
    </section>
  );
}
