import { useEffect, useRef } from 'react';
import type { Position } from '@/domain/tournaments/bracket-structure';
import type { BracketMatchView, PublicBracket } from '@/domain/tournaments/registration';
import { MatchCard, type Names } from './match-card';
import { TrainerLink } from '@/web/components/trainer-link';

// One public bracket for every tournament: the Founders' Cup lays its rounds out as groups, the doubles
// showdown as one column per round. The columns say which matches each shows; the rest is shared.

export interface BracketColumn {
  title: string;
  /** The matches shown, by round. */
  rounds: readonly { round: number; matches: readonly number[] }[];
  /** A one-seat card (Redemption Road): the drawn player until the match is decided. */
  single?: boolean;
}

const placeholder = (round: number, match: number): BracketMatchView => ({
  id: `${round}-${match}`,
  roundNumber: round,
  matchNumber: match,
  matchStatus: 'pending',
  gamesWonP1: 0,
  gamesWonP2: 0,
  isBye: false,
  player1Id: null,
  player2Id: null,
  winnerId: null,
  outcome: null,
});

const matchAt = (ms: BracketMatchView[], round: number, match: number) =>
  ms.find((m) => m.roundNumber === round && m.matchNumber === match);

function Pending({ data, level: H }: { data: PublicBracket; level: 'h2' | 'h3' }) {
  const seeds = Array.from({ length: data.playerCap }, (_, i) =>
    data.registrations.find((r) => r.registrationSlot === i + 1),
  );
  return (
    <section aria-labelledby="bracket-pending" className="rounded-xl border border-border p-6">
      <H id="bracket-pending" className="text-xl font-bold">
        Bracket Generation Pending
      </H>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {seeds.map((r, i) => (
          <li key={i} className="rounded border border-border px-3 py-2 text-sm">
            Seed {i + 1}:{' '}
            {r ? <TrainerLink name={r.minecraftUsername} /> : <span className="text-muted">Open slot</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Columns({ data, names, columns, level: H }: Props & { names: Names; level: 'h2' | 'h3' }) {
  const region = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement>(null);
  // The earliest column with an unfinished match: scrolled into view on a phone.
  const at = columns.findIndex((c) =>
    c.rounds.some((r) => r.matches.some((n) => matchAt(data.matches, r.round, n)?.matchStatus !== 'completed')),
  );
  // Only the rounds' own region scrolls, sideways: scrollIntoView would also scroll the page to the bracket,
  // pulling a visitor down whenever a live update changes the current round.
  useEffect(() => {
    const box = region.current;
    const column = current.current;
    if (box && column) box.scrollLeft += column.getBoundingClientRect().left - box.getBoundingClientRect().left;
  }, [at]);
  return (
    <div
      ref={region}
      className="flex snap-x gap-4 overflow-x-auto pb-4"
      role="region"
      aria-label="Bracket rounds"
      tabIndex={0}
    >
      {columns.map((c, ci) => (
        <section
          key={c.title}
          ref={ci === at ? current : undefined}
          className="min-w-64 snap-start space-y-3"
          aria-label={c.title}
        >
          <H className="font-bold">{c.title}</H>
          {c.rounds.flatMap(({ round, matches }) =>
            matches.map((n) => (
              <MatchCard
                key={`${round}-${n}`}
                m={matchAt(data.matches, round, n) ?? placeholder(round, n)}
                names={names}
                single={c.single}
              />
            )),
          )}
        </section>
      ))}
    </div>
  );
}

interface Props {
  data: PublicBracket;
  columns: readonly BracketColumn[];
}

/**
 * The champion once the final is decided, the seeds while no match exists, else the rounds with TBD
 * for empty seats and the winners highlighted. `level` is the heading level of its sections.
 */
export function BracketBoard({ data, columns, final, level = 'h2' }: Props & { final: Position; level?: 'h2' | 'h3' }) {
  const names: Names = new Map(data.registrations.map((r) => [r.id, r.minecraftUsername]));
  const last = matchAt(data.matches, final.round, final.match);
  const champion = last?.matchStatus === 'completed' && last.winnerId ? names.get(last.winnerId) : undefined;
  return (
    <>
      {champion && (
        <div role="status" className="mb-6 rounded-xl border border-primary bg-primary/10 p-6 text-center">
          <p className="text-sm uppercase text-muted">Champion</p>
          <p className="text-3xl font-extrabold text-primary">
            <TrainerLink name={champion} />
          </p>
        </div>
      )}
      {data.matches.length === 0 ? (
        <Pending data={data} level={level} />
      ) : (
        <Columns data={data} names={names} columns={columns} level={level} />
      )}
    </>
  );
}
