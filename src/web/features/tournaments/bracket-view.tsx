import { BRACKET_POSITIONS, feedOf } from '@/domain/tournaments/bracket';
import type { PublicBracket } from '@/domain/tournaments/registration';
import { Page } from '@/web/components/layout/page';
import { BracketBoard, type BracketColumn } from '@/web/components/tournaments/bracket-board';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useBracket } from './api';

// The Founders' Cup shows its group stage as Groups A, B and C, then Redemption Road, the semifinals
// and the Grand Final.
const group = (title: string, first: number) => ({
  title,
  rounds: [
    { round: 1, matches: [first * 2 - 1, first * 2] },
    { round: 2, matches: [first] },
  ],
});
const COLUMNS: BracketColumn[] = [
  group('Group A', 1),
  group('Group B', 2),
  group('Group C', 3),
  { title: 'Redemption Road', rounds: [{ round: 3, matches: [1] }], single: true },
  { title: 'Tournament Semifinals', rounds: [{ round: 4, matches: [1, 2] }] },
  { title: 'Grand Final', rounds: [{ round: 5, matches: [1] }] },
];
const GRAND_FINAL = { round: 5, match: 1 };

/**
 * A seat shows its player only once the match that feeds it is decided: a group winner reaches the semifinals
 * with their group final, never before (a seat written ahead of its result, by hand or by a correction, waits).
 */
export function decidedSeatsOnly(data: PublicBracket): PublicBracket {
  const decided = (round: number, match: number) =>
    data.matches.some((m) => m.roundNumber === round && m.matchNumber === match && m.matchStatus === 'completed');
  const feederDecided = (round: number, match: number, side: 1 | 2) => {
    const feeders = BRACKET_POSITIONS.filter((p) => {
      const to = feedOf(p);
      return to?.round === round && to.match === match && to.side === side;
    });
    return feeders.length === 0 || feeders.some((f) => decided(f.round, f.match));
  };
  return {
    ...data,
    matches: data.matches.map((m) => ({
      ...m,
      player1Id: feederDecided(m.roundNumber, m.matchNumber, 1) ? m.player1Id : null,
      player2Id: feederDecided(m.roundNumber, m.matchNumber, 2) ? m.player2Id : null,
    })),
  };
}

/** The Founders' Cup #1 bracket, live: the one screen behind /tournament-bracket and /founders-1. */
export function BracketScreen() {
  const { data, isPending, isError } = useBracket();
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
      {isPending && <Skeleton className="h-64 w-full" />}
      {isError && <p role="alert">The bracket could not be loaded. It will retry when the connection returns.</p>}
      {data && <BracketBoard data={decidedSeatsOnly(data)} columns={COLUMNS} final={GRAND_FINAL} />}
    </Page>
  );
}
