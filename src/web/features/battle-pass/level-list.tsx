import type { BattlePassView } from '@/domain/battle-pass/schemas';
import { BATTLE_PASS_TEXTS as T } from '@/domain/battle-pass/texts';
import { cn } from '@/web/lib/cn';
import { RewardCell } from './reward-cell';

/** The 30 levels, each with its free and premium reward; on a phone the two stack under the level. */
export function LevelList({ pass }: { pass: BattlePassView }) {
  const reached = pass.me?.level ?? 0;
  return (
    <section aria-labelledby="levels-heading" className="space-y-3">
      <h2 id="levels-heading" className="text-xl font-bold">
        Levels
      </h2>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[7rem_1fr_1fr] gap-3 px-4 text-sm font-semibold text-muted md:grid"
      >
        <span>Level</span>
        <span>{T.freeTrack}</span>
        <span>{T.premiumTrack}</span>
      </div>
      <ol className="space-y-3">
        {pass.levels.map((l) => (
          <li
            key={l.level}
            data-testid={`level-${l.level}`}
            aria-label={`Level ${l.level}${l.level <= reached ? ', reached' : ''}`}
            className={cn(
              'grid gap-3 rounded-xl border bg-surface p-4 md:grid-cols-[7rem_1fr_1fr] md:items-center',
              l.level <= reached ? 'border-accent/60' : 'border-border',
            )}
          >
            <div>
              <p className="text-lg font-extrabold">Level {l.level}</p>
              <p className="text-xs text-muted">{l.xp} XP</p>
            </div>
            <RewardCell level={l.level} track="free" slot={l.free} />
            <RewardCell level={l.level} track="premium" slot={l.premium} />
          </li>
        ))}
      </ol>
    </section>
  );
}
