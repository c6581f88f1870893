import type { BracketMatchView } from '@/domain/tournaments/registration';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { TrainerLink } from '@/web/components/trainer-link';

export type Names = Map<string, string>;

function StatusLabel({ status, bye }: { status: string; bye: boolean }) {
  if (bye) return <Badge variant="secondary">bye</Badge>;
  if (status === 'completed') return <Badge>completed</Badge>;
  if (status === 'in_progress') return <Badge variant="accent">in progress</Badge>;
  return <Badge variant="outline">{status.replace(/_/g, ' ')}</Badge>;
}

/** A seat's player, linked to their profile, or the text for an empty seat. */
function Named({ name, otherwise }: { name: string | null | undefined; otherwise: string }) {
  return name ? <TrainerLink name={name} /> : otherwise;
}

function Row({ id, names, winner, games }: { id: string | null; names: Names; winner: string | null; games: number }) {
  const won = id !== null && id === winner;
  return (
    <li className={cn('flex justify-between gap-2 rounded px-2 py-1', won && 'bg-success/15 font-bold text-success')}>
      <span>
        <Named name={id && names.get(id)} otherwise="TBD" />
        {won && <span className="sr-only"> (winner)</span>}
      </span>
      <span aria-label="games won">{games}</span>
    </li>
  );
}

/** A bye: the side that goes through without playing (nobody, when both seats were empty), no score. */
function Bye({ m, names }: { m: BracketMatchView; names: Names }) {
  const through = m.winnerId ?? m.player1Id ?? m.player2Id;
  const name = through && names.get(through);
  return (
    <p className="text-sm">
      {name ? (
        <>
          <TrainerLink name={name} /> goes through (bye)
        </>
      ) : (
        'No players: bye'
      )}
    </p>
  );
}

/**
 * One match: its number and status, both sides (TBD while empty) with games won, the winner marked; a bye says
 * so instead of a score against TBD.
 */
export function MatchCard({ m, names, single }: { m: BracketMatchView; names: Names; single?: boolean }) {
  const head = (
    <div className="mb-2 flex items-center justify-between text-xs text-muted">
      Match {m.matchNumber} <StatusLabel status={m.matchStatus} bye={m.isBye} />
    </div>
  );
  const shown = m.winnerId ?? m.player1Id;
  return (
    <div className="rounded-lg border border-border p-3" data-testid={`match-${m.roundNumber}-${m.matchNumber}`}>
      {head}
      {m.isBye ? (
        <Bye m={m} names={names} />
      ) : single ? (
        <p className={cn(m.winnerId && 'font-bold text-success')}>
          <Named name={shown && names.get(shown)} otherwise="Winner TBD" />
          {m.winnerId && <span className="sr-only"> (winner)</span>}
        </p>
      ) : (
        <ul className="text-sm">
          <Row id={m.player1Id} names={names} winner={m.winnerId} games={m.gamesWonP1} />
          <Row id={m.player2Id} names={names} winner={m.winnerId} games={m.gamesWonP2} />
        </ul>
      )}
    </div>
  );
}
