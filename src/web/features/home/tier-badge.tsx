import type { Tier } from '@/domain/leaderboard/tier';
import { cn } from '@/web/lib/cn';

const TIER_STYLE: Record<Tier, string> = {
  Champion: 'bg-accent text-black',
  Elite: 'bg-primary/25 text-primary',
  Ace: 'bg-success/20 text-success',
  Trainer: 'bg-surface-2 text-foreground',
  Apprentice: 'bg-surface-2 text-muted',
  Beginner: 'border border-border text-muted',
};

export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', TIER_STYLE[tier])}>{tier}</span>;
}
