import { useState } from 'react';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { TrainerLink } from '@/web/components/trainer-link';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { formatDateTime } from '@/web/lib/date-time';
import { useMatchSearch, type FoundMatch, type MatchSearch } from './api';

export const RESULT_LABELS: Record<FoundMatch['result'], string> = {
  in_progress: 'In progress',
  leader_won: 'Leader won',
  challenger_won: 'Challenger won',
  voided: 'Voided',
};

/** "BrockSolid vs AshK, Nov 5, 2025, 1:00 PM": how the screen names a match. */
export const describeMatch = (m: FoundMatch) =>
  `${m.leader.name} vs ${m.challenger.name}, ${formatDateTime(m.startedAt)}`;

/** Find a match by a player's name and the days it was played on, and pick it for correction. */
export function MatchSearchPanel({ onPick, picked }: { onPick: (m: FoundMatch) => void; picked: string | null }) {
  const [form, setForm] = useState({ player: '', from: '', to: '' });
  const [search, setSearch] = useState<MatchSearch | null>(null);
  const found = useMatchSearch(search);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <section aria-labelledby="match-search" className="mb-8">
      <h2 id="match-search" className="mb-3 text-lg font-bold">
        Find a match
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ ...form, player: form.player.trim(), page: 1 });
        }}
      >
        <div>
          <Label htmlFor="match-player">Player (Minecraft name)</Label>
          <Input id="match-player" maxLength={32} {...field('player')} />
        </div>
        <div>
          <Label htmlFor="match-from">From</Label>
          <Input id="match-from" type="date" {...field('from')} />
        </div>
        <div>
          <Label htmlFor="match-to">To</Label>
          <Input id="match-to" type="date" {...field('to')} />
        </div>
        <Button type="submit" loading={found.isFetching}>
          Search matches
        </Button>
      </form>
      {search && (
        <div className="mt-4">
          <QueryState
            query={found}
            label="matches"
            isEmpty={(d) => d.items.length === 0}
            empty="No match of this player in these days."
          >
            {(page) => (
              <>
                <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Matches found">
                  {page.items.map((m) => (
                    <li
                      key={m.id}
                      className="flex flex-wrap items-center justify-between gap-3 p-3"
                      data-testid="found-match"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="font-semibold">
                          <TrainerLink name={m.leader.name} /> vs <TrainerLink name={m.challenger.name} />
                        </p>
                        <p className="text-muted">
                          {formatDateTime(m.startedAt)} · {m.kind === 'gym' ? 'Gym battle' : 'Ladder battle'} ·{' '}
                          {RESULT_LABELS[m.result]}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant={picked === m.id ? 'default' : 'secondary'}
                        aria-pressed={picked === m.id}
                        aria-label={`Correct: ${describeMatch(m)}`}
                        onClick={() => onPick(m)}
                      >
                        {picked === m.id ? 'Selected' : 'Correct this match'}
                      </Button>
                    </li>
                  ))}
                </ul>
                <Pager
                  page={page.page}
                  hasMore={page.hasMore}
                  onPage={(p) => setSearch({ ...search, page: p })}
                  label="Pages of matches"
                />
              </>
            )}
          </QueryState>
        </div>
      )}
    </section>
  );
}
