import { statusLine, STATUS_UNAVAILABLE } from '@/domain/server-status/texts';
import { cn } from '@/web/lib/cn';
import { StatusDot } from './status-dot';
import { useServerStatus, type ServerStatusView } from './use-server-status';

export const CHECKING_TEXT = 'Checking the server...';

/** The one-line text of any state, the site's failure and the first load included. */
export function lineText(status: ServerStatusView): string {
  if (status.state === 'loading') return CHECKING_TEXT;
  if (status.state === 'unavailable') return STATUS_UNAVAILABLE;
  return statusLine(status);
}

/**
 * The footer's server state: "Server Online · 12/100 players in game", "Server Offline · last seen 5m ago". One line
 * of fixed height, so the prerendered "Checking" line is replaced without moving anything.
 */
export function ServerStatusLine({ className }: { className?: string }) {
  const status = useServerStatus();
  return (
    <p className={cn('flex h-5 items-center gap-2 text-sm', className)} data-testid="server-status-line">
      <StatusDot state={status.state} />
      <span className="truncate">{lineText(status)}</span>
    </p>
  );
}
