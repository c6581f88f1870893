import type { GymLeaderStatus } from '@/domain/shared/elements';
import { cn } from '@/web/lib/cn';

/** Spec 1, section 4: online is shown 'Live', offline 'Away'. */
export const LEADER_STATUS_LABEL: Record<GymLeaderStatus, string> = { online: 'Live', busy: 'Busy', offline: 'Away' };

const DOT: Record<GymLeaderStatus, string> = { online: 'bg-success', busy: 'bg-accent', offline: 'bg-muted' };

export function LeaderStatus({ status, className }: { status: GymLeaderStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-semibold', className)}>
      <span className={cn('h-2 w-2 rounded-full', DOT[status])} aria-hidden="true" />
      {LEADER_STATUS_LABEL[status]}
    </span>
  );
}
