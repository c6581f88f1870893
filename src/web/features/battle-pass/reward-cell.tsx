import { Check, Lock, Package, Sparkles, Terminal } from 'lucide-react';
import type { RewardState } from '@/domain/battle-pass/progress';
import type { BattlePassReward, BattlePassTrack } from '@/domain/battle-pass/rewards';
import { BATTLE_PASS_TEXTS as T } from '@/domain/battle-pass/texts';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/notify';
import { useClaimReward } from './api';

const ICONS = { ITEM: Package, POKEMON: Sparkles, COMMAND: Terminal } as const;

/** What a reward is, beyond its name: the count, or the Pokémon's level and shininess. */
function details(r: BattlePassReward): string | null {
  if (r.type === 'POKEMON') return `Pokémon · Lv. ${r.data.level}${r.data.shiny ? ' · Shiny' : ''}`;
  const count = r.data.Count;
  return count && count > 1 ? `×${count}` : null;
}

/** One reward of a level's track, with what the server says the player may do with it. */
export function RewardCell({
  level,
  track,
  slot,
}: {
  level: number;
  track: BattlePassTrack;
  slot: { reward: BattlePassReward; state: RewardState | null };
}) {
  const { reward, state } = slot;
  const Icon = ICONS[reward.type];
  const name = reward.data.display_name;
  const trackName = track === 'free' ? T.freeTrack : T.premiumTrack;
  return (
    <div
      data-testid={`reward-${level}-${track}`}
      className={cn(
        'flex items-center gap-3 rounded-lg border p-3',
        track === 'premium' ? 'border-accent/30 bg-accent/5' : 'border-border bg-surface-2/40',
      )}
    >
      <Icon className={cn('h-6 w-6 shrink-0', track === 'premium' ? 'text-accent' : 'text-muted')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase text-muted md:sr-only">{trackName}</p>
        <p className="font-semibold">{name}</p>
        {details(reward) && <p className="text-xs text-muted">{details(reward)}</p>}
        {reward.data.lore && <p className="text-xs italic text-muted">{reward.data.lore}</p>}
      </div>
      <Action level={level} track={track} name={name} trackName={trackName} state={state} />
    </div>
  );
}

function Action(props: {
  level: number;
  track: BattlePassTrack;
  name: string;
  trackName: string;
  state: RewardState | null;
}) {
  const claim = useClaimReward();
  const { level, track, name, state } = props;
  if (state === 'claimed')
    return (
      <Badge variant="success">
        <Check className="h-3 w-3" aria-hidden="true" />
        {T.claimed}
      </Badge>
    );
  if (state === 'claimable')
    return (
      <Button
        size="sm"
        loading={claim.isPending}
        aria-label={`${T.claim} level ${level} ${props.trackName.toLowerCase()} reward: ${name}`}
        onClick={() =>
          claim.mutate(
            { level, track },
            {
              onSuccess: () => toast.success(T.claimedToast, { description: T.claimedToastText(name) }),
              onError: (e) => toast.error(T.claimFailed, { description: e.message }),
            },
          )
        }
      >
        {T.claim}
      </Button>
    );
  if (state === 'premium_locked' || state === 'level_locked')
    return (
      <span className="flex shrink-0 items-center gap-1 text-xs text-muted" data-testid="reward-locked">
        <Lock className="h-3.5 w-3.5" aria-hidden="true" />
        {state === 'premium_locked' ? 'Premium only' : `Reach level ${level}`}
      </span>
    );
  // A visitor, or a player without a linked account: the status card says what to do.
  return null;
}
