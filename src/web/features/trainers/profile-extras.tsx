import { Link } from 'react-router';
import { badgeSlotTitle } from '@/domain/season/progress';
import { capitalize } from '@/domain/shared/elements';
import { formatWinRate } from '@/domain/shared/win-rate';
import { BadgeEmblem } from '@/web/components/game/badge-emblem';
import { ElementBadge } from '@/web/components/game/element-badge';
import { LeaderStatus } from '@/web/components/game/leader-status';
import type { TrainerProfile } from './api';

const box = 'rounded-xl border border-border bg-surface p-4';

/** The gym a leader holds, this season's badges (the season page's slots) and the tournaments played. */
export function ProfileExtras({ profile }: { profile: TrainerProfile }) {
  const { gymLeader: gym, badges, tournaments } = profile;
  const earned = new Set(badges.earned);
  return (
    <>
      {gym && (
        <section aria-labelledby="gym-heading" className={box}>
          <h2 id="gym-heading" className="mb-3 text-xl font-bold">
            {capitalize(gym.element)} Gym Leader
          </h2>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <ElementBadge element={gym.element} />
            <LeaderStatus status={gym.status} />
          </div>
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Win Rate</dt>
              <dd className="font-bold">{formatWinRate(gym.winRate)}</dd>
            </div>
            <div>
              <dt className="text-muted">Badges awarded</dt>
              <dd className="font-bold">{gym.badgesAwarded}</dd>
            </div>
          </dl>
          <Link to={`/gym-leaders#leader-${gym.id}`} className="font-semibold text-accent underline underline-offset-4">
            Challenge {gym.displayName}
          </Link>
        </section>
      )}
      <section aria-labelledby="badges-heading" className={box}>
        <h2 id="badges-heading" className="mb-3 text-xl font-bold">
          Season {badges.season} badges
        </h2>
        <p className="mb-2 text-sm text-muted">
          {badges.earned.length} of {badges.elements.length} badges
        </p>
        <ul className="grid grid-cols-9 gap-1" aria-label={`${profile.name}'s badges`}>
          {badges.elements.map((element) => {
            const title = badgeSlotTitle(element, earned.has(element));
            return (
              <li key={element} title={title} aria-label={title} className="h-8 w-8">
                {earned.has(element) ? (
                  <BadgeEmblem element={element} size={32} />
                ) : (
                  <span className="block h-8 w-8 rounded-full border border-dashed border-border" />
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="tournaments-heading" className={box}>
        <h2 id="tournaments-heading" className="mb-3 text-xl font-bold">
          Tournaments
        </h2>
        {tournaments.length === 0 ? (
          <p className="text-sm text-muted">No tournaments played yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {tournaments.map((t) => (
              <li key={t.key} className="flex justify-between gap-2">
                <span>{t.name}</span>
                <span className="font-semibold">{t.placement}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
