import type { UseQueryResult } from '@tanstack/react-query';
import { formatSigned } from '@/domain/leaderboard/ranking';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import type { OwnRank } from './api';
import { TierBadge } from './tier-badge';
import { TrainerLink } from '@/web/components/trainer-link';

function Box({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4 text-center" data-testid="own-rank-box">
      {children}
    </div>
  );
}

/**
 * Spec 1, section 2.5, the leaderboard's footer box: a sign-in prompt; 'You're in the top 10!'; the user's
 * own rank, W/L, streak and rating; or 'No ELO Rating Found' with what to do about it.
 */
export function OwnRankBox({ own, inTopList }: { own: UseQueryResult<OwnRank>; inTopList: boolean }) {
  const { user, loading } = useAuth();
  if (loading || (user && own.isPending)) {
    return (
      <Box>
        <span role="status" className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner /> Finding your rank…
        </span>
      </Box>
    );
  }
  if (!user)
    return (
      <Box>
        <p className="text-muted">Login to see your position on the leaderboard</p>
      </Box>
    );
  // A failed lookup is only logged in the prototype; here the box says so instead of staying empty.
  if (own.error || !own.data)
    return (
      <Box>
        <p className="text-muted">Your rank is unavailable right now.</p>
      </Box>
    );
  const rank = own.data;
  if (rank.status !== 'rated') {
    return (
      <Box>
        <p className="font-semibold">No ELO Rating Found</p>
        <p className="mt-1 text-sm text-muted">
          {rank.status === 'unrated'
            ? 'Play some matches to get your ELO rating!'
            : 'Link your Minecraft account to see your ranking'}
        </p>
      </Box>
    );
  }
  if (inTopList)
    return (
      <Box>
        <p className="font-semibold text-accent">You&apos;re in the top 10!</p>
      </Box>
    );
  return (
    <Box>
      <p className="text-sm text-muted">Your position</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted">Rank</dt>
          <dd className="text-xl font-extrabold">#{rank.rank}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">W/L</dt>
          <dd className="text-xl font-extrabold">
            {rank.wins}W/{rank.losses}L
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Streak</dt>
          <dd className="text-xl font-extrabold">{formatSigned(rank.streak)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Rating</dt>
          <dd className="text-xl font-extrabold">{rank.rating}</dd>
        </div>
      </dl>
      <div className="mt-2 flex items-center justify-center gap-3">
        <TierBadge tier={rank.tier} />
        <TrainerLink name={rank.minecraftName} className="text-sm font-semibold text-accent">
          Your profile
        </TrainerLink>
      </div>
    </Box>
  );
}
