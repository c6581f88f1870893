import { cn } from '@/web/lib/cn';
import type { ServerStatusView } from './use-server-status';

const COLOURS: Record<ServerStatusView['state'], string> = {
  online: 'bg-success',
  offline: 'bg-danger',
  checking: 'animate-pulse bg-muted',
  loading: 'animate-pulse bg-muted',
  unavailable: 'bg-muted',
};

/** The coloured dot beside a status text; the text says the same in words, so the dot is hidden from readers. */
export function StatusDot({ state, className }: { state: ServerStatusView['state']; className?: string }) {
  return <span className={cn('h-2 w-2 shrink-0 rounded-full', COLOURS[state], className)} aria-hidden="true" />;
}
