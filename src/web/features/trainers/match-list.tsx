import { useState } from 'react';
import { formatSigned } from '@/domain/leaderboard/ranking';
import { leagueDate } from '@/domain/shared/league-time';
import type { TrainerMatch } from '@/domain/trainers/profile';
import { TrainerLink } from '@/web/components/trainer-link';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useTrainerMatches, type TrainerProfile } from './api';

export function MatchRow({ match, onHeadToHead }: { match: TrainerMatch; onHeadToHead?: (name: string) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border py-2 last:border-0">
      <span
        className={cn(
          'w-12 rounded px-1.5 text-center text-xs font-bold',
          match.won ? 'bg-emerald-500/20 text-emerald-200' : 'bg-red-500/20 text-red-200',
        )}
      >
        {match.won ? 'Won' : 'Lost'}
      </span>
      <span className="min-w-0 flex-1 truncate">
        <span className="text-muted">vs </span>
        <TrainerLink name={match.opponent} className="font-semibold" />
        {match.kind === 'gym' && <span className="ml-2 text-xs text-muted">Gym battle</span>}
      </span>
      <span className="w-12 text-right font-bold tabular-nums" aria-label={`Rating change ${match.delta ?? 0}`}>
        {match.delta === null ? '—' : formatSigned(match.delta)}
      </span>
      <span className="w-24 text-right text-sm text-muted">{leagueDate(match.at)}</span>
      {onHeadToHead && (
        <Button variant="ghost" size="sm" onClick={() => onHeadToHead(match.opponent)}>
          Head to head<span className="sr-only"> with {match.opponent}</span>
        </Button>
      )}
    </li>
  );
}

/** Recent matches, ten a page: the first page comes with the profile, later ones are read as they are opened. */
export function MatchList({
  profile,
  onHeadToHead,
}: {
  profile: TrainerProfile;
  onHeadToHead: (name: string) => void;
}) {
  const [page, setPage] = useState(1);
  const later = useTrainerMatches(profile.name, page);
  const shown = page === 1 ? profile.matches : later.data;
  return (
    <section aria-labelledby="matches-heading" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="matches-heading" className="mb-2 text-xl font-bold">
        Recent matches
      </h2>
      {later.isError && page > 1 ? (
        <p role="alert">These matches could not be loaded.</p>
      ) : !shown ? (
        <p aria-busy="true">Loading matches…</p>
      ) : shown.matches.length === 0 ? (
        <p className="text-muted">No rated matches yet.</p>
      ) : (
        <ul aria-label={`Matches, page ${page}`} data-testid="match-list">
          {shown.matches.map((m) => (
            <MatchRow key={m.id} match={m} onHeadToHead={onHeadToHead} />
          ))}
        </ul>
      )}
      <nav aria-label="Match pages" className="mt-3 flex items-center justify-between">
        <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-sm text-muted">Page {page}</span>
        <Button variant="outline" size="sm" disabled={!shown?.hasMore} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </section>
  );
}
