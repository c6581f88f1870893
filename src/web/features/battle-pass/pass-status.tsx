import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { XP_PER_LEVEL } from '@/domain/battle-pass/progress';
import { BATTLE_PASS_LEVELS } from '@/domain/battle-pass/rewards';
import type { BattlePassView } from '@/domain/battle-pass/schemas';
import { BATTLE_PASS_TEXTS as T } from '@/domain/battle-pass/texts';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LinkFirst } from '@/web/components/link-first';
import { SignInButton } from '@/web/components/sign-in-gate';

/** The player's place in the pass (level, XP and the bar, premium track), or what to do to have one. */
export function PassStatus({ pass }: { pass: BattlePassView }) {
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-xl font-bold">{pass.season.name}</h2>
      <Progress pass={pass} />
      <p className="text-sm text-muted">{T.xpRule}</p>
    </Card>
  );
}

function Progress({ pass }: { pass: BattlePassView }) {
  const me = pass.me;
  if (!me) return <SignInPrompt />;
  if (!me.linked) return <LinkFirst text={T.linkFirst} />;
  const top = me.level >= BATTLE_PASS_LEVELS;
  const into = top ? XP_PER_LEVEL : me.xp - me.level * XP_PER_LEVEL;
  return (
    <div className="space-y-3" data-testid="pass-progress">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-extrabold" data-testid="pass-level">
          Level {me.level}
        </span>
        <span className="text-muted">of {BATTLE_PASS_LEVELS}</span>
        <span className="text-sm text-muted" data-testid="pass-xp">
          {me.xp} XP · {me.wins} {me.wins === 1 ? 'win' : 'wins'}, {me.losses} {me.losses === 1 ? 'loss' : 'losses'}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={top ? 'Battle pass complete' : `XP towards level ${me.level + 1}`}
        aria-valuemin={0}
        aria-valuemax={XP_PER_LEVEL}
        aria-valuenow={into}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${(100 * into) / XP_PER_LEVEL}%` }}
        />
      </div>
      {me.premium ? (
        <p className="flex items-center gap-2 font-semibold text-accent" data-testid="premium-status">
          <Crown className="h-4 w-4" aria-hidden="true" />
          {T.premiumActive[me.premium]}
        </p>
      ) : (
        <Button asChild variant="outline">
          <Link to="/shop#battlepass">
            <Crown className="h-4 w-4" aria-hidden="true" />
            {T.premiumOffer}
          </Link>
        </Button>
      )}
    </div>
  );
}

function SignInPrompt() {
  return (
    <div className="space-y-3">
      <p>{T.signInPrompt}</p>
      <SignInButton />
    </div>
  );
}
