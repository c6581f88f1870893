import type { Tier } from '@/domain/leaderboard/tier';
import { cn } from '@/web/lib/cn';

const TIER_STYLE: Record<Tier, string> = {
  Champion: 'bg-accent text-black',
  Elite: 'bg-violet-500/25 text-violet-200',
  Ace: 'bg-emerald-500/20 text-emerald-200',
  Trainer: 'bg-surface-2 text-foreground',
  Apprentice: 'bg-surface-2 text-muted',
  Beginner: 'border border-border text-muted',
};

export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', TIER_STYLE[tier])}>{tier}</span>;
}
