import { formatRecord, formatSigned } from '@/domain/leaderboard/ranking';
import { formatCount } from '@/domain/shared/numbers';
import { formatWinRate, isGoodWinRate, winRateOf } from '@/domain/shared/win-rate';
import { PlayerHead } from '@/web/components/game/player-head';
import { useInSlices } from '@/web/lib/use-in-slices';
import type { Leaderboard } from './api';
import { Cell, Table } from './table';

/** About a phone's first screen of rows; the rest follow in slices this size. */
const ROWS_AT_ONCE = 10;

export function TrainersTable({ trainers }: { trainers: Leaderboard['trainers'] }) {
  const players = useInSlices(trainers.players, ROWS_AT_ONCE);
  if (trainers.players.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        No players ranked yet. Be the first!
      </p>
    );
  return (
    <>
      <Table label="Top Trainers" head={['Rank', 'Trainer', 'Tier', 'ELO', 'Record', 'Win Rate', 'Streak']}>
        {players.map((p) => {
          const winRate = winRateOf(p.wins, p.losses);
          return (
            <tr key={p.uuid}>
              <Cell className="font-mono font-bold">#{p.rank}</Cell>
              <Cell>
                <span className="flex items-center gap-2 font-semibold">
                  <PlayerHead name={p.name} size={28} alt="" />
                  {p.name}
                </span>
              </Cell>
              <Cell>{p.tier}</Cell>
              <Cell className="font-mono font-bold">{p.rating}</Cell>
              <Cell>{formatRecord(p.wins, p.losses)}</Cell>
              <Cell className={isGoodWinRate(winRate, 'trainer') ? 'font-semibold text-success' : undefined}>
                {formatWinRate(winRate)}
              </Cell>
              <Cell
                className={
                  p.streak > 0
                    ? 'font-semibold text-success'
                    : p.streak < 0
                      ? 'font-semibold text-danger'
                      : 'text-muted'
                }
              >
                {formatSigned(p.streak)}
              </Cell>
            </tr>
          );
        })}
      </Table>
      {trainers.totalPlayers > trainers.players.length && (
        <p className="mt-3 text-sm text-muted">
          Showing the top {trainers.players.length} of {formatCount(trainers.totalPlayers)} ranked trainers.
        </p>
      )}
    </>
  );
}
