import { toast } from '@/web/lib/notify';
import { FOUNDERS_CUP_BRACKET, groupOf } from '@/domain/tournaments/bracket';
import type { BracketStructure } from '@/domain/tournaments/bracket-structure';
import type { BracketMatchView } from '@/domain/tournaments/registration';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useTournamentAction } from './api';

/** Every match by round (as the tournament's structure names them), with its sides, score and the actions its state allows. */
export function BracketList({
  structure,
  matches,
  nameOf,
  onResult,
}: {
  structure: BracketStructure;
  matches: BracketMatchView[];
  nameOf: (id: string | null) => string;
  onResult: (m: BracketMatchView) => void;
}) {
  const rounds = [...new Set(structure.positions.map((p) => p.round))];
  const grouped = structure === FOUNDERS_CUP_BRACKET;
  const action = useTournamentAction();
  const start = (m: BracketMatchView) =>
    action.mutate(
      { path: '/matches/start', body: { round: m.roundNumber, match: m.matchNumber } },
      { onError: (e) => toast.error('Could not start the match', { description: e.message }) },
    );
  return (
    <div className="space-y-6">
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${round}`}>
          <h3 id={`round-${round}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {structure.roundNames[round]}
          </h3>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {matches
              .filter((m) => m.roundNumber === round)
              .map((m) => {
                const label = `Round ${m.roundNumber} match ${m.matchNumber}`;
                const group = grouped ? groupOf({ round: m.roundNumber, match: m.matchNumber }) : null;
                const ready = m.player1Id && m.player2Id && !m.isBye;
                return (
                  <li
                    key={m.id}
                    className="flex flex-wrap items-center justify-between gap-3 p-3"
                    data-testid="staff-match"
                    aria-label={label}
                  >
                    <div className="min-w-0">
                      <p className="text-xs text-muted">
                        Match {m.matchNumber}
                        {group ? ` · Group ${group}` : ''}
                      </p>
                      <p className="font-semibold">
                        <span className={m.winnerId && m.winnerId === m.player1Id ? 'text-success' : ''}>
                          {nameOf(m.player1Id)}
                        </span>
                        {' vs '}
                        <span className={m.winnerId && m.winnerId === m.player2Id ? 'text-success' : ''}>
                          {nameOf(m.player2Id)}
                        </span>
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {m.matchStatus === 'completed' && !m.isBye && (
                        <span className="text-sm tabular-nums">
                          {m.gamesWonP1}-{m.gamesWonP2}
                          {m.outcome && m.outcome !== 'played' ? ` (${m.outcome.replace('_', '-')})` : ''}
                        </span>
                      )}
                      <Badge variant={m.matchStatus === 'completed' ? 'success' : 'outline'}>
                        {m.isBye ? 'bye' : m.matchStatus.replace('_', ' ')}
                      </Badge>
                      {ready && m.matchStatus === 'pending' && (
                        <Button size="sm" variant="outline" aria-label={`Start ${label}`} onClick={() => start(m)}>
                          Start
                        </Button>
                      )}
                      {ready && (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${m.matchStatus === 'completed' ? 'Correct' : 'Report'} result: ${label}`}
                          onClick={() => onResult(m)}
                        >
                          {m.matchStatus === 'completed' ? 'Correct result' : 'Report result'}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
