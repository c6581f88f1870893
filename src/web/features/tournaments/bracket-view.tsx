import { useEffect, useRef } from 'react';
import type { BracketMatchView, PublicBracket } from '@/domain/tournaments/registration';
import { Badge } from '@/web/components/ui/badge';
import { Page } from '@/web/components/layout/page';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useBracket } from './api';

type Names = Map<string, string>;
const COLUMNS = [
  { title: 'Group A', round: [1, 2], matches: [[1, 2], [1]] },
  { title: 'Group B', round: [1, 2], matches: [[3, 4], [2]] },
  { title: 'Group C', round: [1, 2], matches: [[5, 6], [3]] },
  { title: 'Redemption Road', round: [3], matches: [[1]] },
  { title: 'Tournament Semifinals', round: [4], matches: [[1, 2]] },
  { title: 'Grand Final', round: [5], matches: [[1]] },
] as const;

function StatusLabel({ status }: { status: string }) {
  if (status === 'completed') return <Badge>completed</Badge>;
  if (status === 'in_progress') return <Badge variant="accent">in progress</Badge>;
  return <Badge variant="outline">{status.replace(/_/g, ' ')}</Badge>;
}

function Row({ id, names, winner, games }: { id: string | null; names: Names; winner: string | null; games: number }) {
  const won = id !== null && id === winner;
  return (
    <li className={cn('flex justify-between gap-2 rounded px-2 py-1', won && 'bg-success/15 font-bold text-success')}>
      <span>
        {(id && names.get(id)) ?? 'TBD'}
        {won && <span className="sr-only"> (winner)</span>}
      </span>
      <span aria-label="games won">{games}</span>
    </li>
  );
}

function MatchCard({ m, names }: { m: BracketMatchView; names: Names }) {
  if (m.roundNumber === 3) {
    const shown = m.winnerId ?? m.player1Id;
    return (
      <div className="rounded-lg border border-border p-3" data-testid="match-3-1">
        <div className="mb-2 flex justify-between text-xs text-muted">
          Match 1 <StatusLabel status={m.matchStatus} />
        </div>
        <p className={cn(m.winnerId && 'font-bold text-success')}>
          {(shown && names.get(shown)) ?? 'Winner TBD'}
          {m.winnerId && <span className="sr-only"> (winner)</span>}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-border p-3" data-testid={`match-${m.roundNumber}-${m.matchNumber}`}>
      <div className="mb-2 flex items-center justify-between text-xs text-muted">
        Match {m.matchNumber} <StatusLabel status={m.matchStatus} />
      </div>
      <ul className="text-sm">
        <Row id={m.player1Id} names={names} winner={m.winnerId} games={m.gamesWonP1} />
        <Row id={m.player2Id} names={names} winner={m.winnerId} games={m.gamesWonP2} />
      </ul>
    </div>
  );
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

/** The earliest column with an unfinished match: scrolled into view on a phone. */
const currentColumn = (ms: BracketMatchView[]) =>
  COLUMNS.findIndex((c) =>
    c.round.some((r, i) =>
      c.matches[i]!.some(
        (n) => ms.find((m) => m.roundNumber === r && m.matchNumber === n)?.matchStatus !== 'completed',
      ),
    ),
  );

function Pending({ data }: { data: PublicBracket }) {
  const seeds = Array.from({ length: data.playerCap }, (_, i) =>
    data.registrations.find((r) => r.registrationSlot === i + 1),
  );
  return (
    <section aria-labelledby="pending" className="rounded-xl border border-border p-6">
      <h2 id="pending" className="text-xl font-bold">
        Bracket Generation Pending
      </h2>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {seeds.map((r, i) => (
          <li key={i} className="rounded border border-border px-3 py-2 text-sm">
            Seed {i + 1}: {r ? r.minecraftUsername : <span className="text-muted">Open slot</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Columns({ data, names }: { data: PublicBracket; names: Names }) {
  const current = useRef<HTMLElement>(null);
  const at = currentColumn(data.matches);
  // A block body: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    current.current?.scrollIntoView?.({ inline: 'start', block: 'nearest' });
  }, [at]);
  return (
    <div className="flex snap-x gap-4 overflow-x-auto pb-4" role="region" aria-label="Bracket rounds" tabIndex={0}>
      {COLUMNS.map((c, ci) => (
        <section
          key={c.title}
          ref={ci === at ? current : undefined}
          className="min-w-64 snap-start space-y-3"
          aria-label={c.title}
        >
          <h2 className="font-bold">{c.title}</h2>
          {c.round.map((r, i) =>
            c.matches[i]!.map((n) => {
              const m = data.matches.find((x) => x.roundNumber === r && x.matchNumber === n) ?? placeholder(r, n);
              return <MatchCard key={`${r}-${n}`} m={m} names={names} />;
            }),
          )}
        </section>
      ))}
    </div>
  );
}

/** The Founders' Cup #1 bracket, live: the one screen behind /tournament-bracket and /founders-1. */
export function BracketScreen() {
  const { data, isPending, isError } = useBracket();
  const names: Names = new Map((data?.registrations ?? []).map((r) => [r.id, r.minecraftUsername]));
  const final = data?.matches.find((m) => m.roundNumber === 5 && m.matchNumber === 1);
  const champion = final?.matchStatus === 'completed' && final.winnerId ? names.get(final.winnerId) : undefined;
  return (
    <Page
      title="Founders' Cup #1 Bracket"
      description={
        data && (
          <span>
            {data.registeredCount} / {data.playerCap} registered
          </span>
        )
      }
    >
      {champion && (
        <div role="status" className="mb-6 rounded-xl border border-primary bg-primary/10 p-6 text-center">
          <p className="text-sm uppercase text-muted">Champion</p>
          <p className="text-3xl font-extrabold text-primary">{champion}</p>
        </div>
      )}
      {isPending && <Skeleton className="h-64 w-full" />}
      {isError && <p role="alert">The bracket could not be loaded. It will retry when the connection returns.</p>}
      {data && (data.matches.length === 0 ? <Pending data={data} /> : <Columns data={data} names={names} />)}
    </Page>
  );
}
