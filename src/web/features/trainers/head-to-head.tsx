import { useHeadToHead } from './api';
import { MatchRow } from './match-list';
import { TrainerSearch } from './trainer-search';

/** Head to head with another trainer, chosen from a match row or by search: wins each and the last meetings. */
export function HeadToHeadPanel({
  name,
  opponent,
  onOpponent,
}: {
  name: string;
  opponent: string | null;
  onOpponent: (name: string) => void;
}) {
  const record = useHeadToHead(name, opponent);
  return (
    <section aria-labelledby="h2h-heading" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="h2h-heading" className="mb-3 text-xl font-bold">
        Head to head
      </h2>
      <TrainerSearch label="Compare with a trainer" onChoose={onOpponent} />
      <div aria-live="polite" className="mt-4">
        {!opponent ? (
          <p className="text-sm text-muted">Choose a trainer, or press Head to head on a match.</p>
        ) : record.isPending ? (
          <p aria-busy="true">Loading…</p>
        ) : record.isError ? (
          <p role="alert">The record could not be loaded.</p>
        ) : record.data === null ? (
          <p>No trainer is called {opponent}.</p>
        ) : (
          <div data-testid="head-to-head">
            <p className="text-lg font-bold">
              {record.data.trainer} won {record.data.wins} · {record.data.opponent} won {record.data.losses}
            </p>
            {record.data.meetings.length === 0 ? (
              <p className="text-sm text-muted">They have not met in a rated match.</p>
            ) : (
              <ul aria-label="Last meetings">
                {record.data.meetings.map((m) => (
                  <MatchRow key={m.id} match={m} />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
