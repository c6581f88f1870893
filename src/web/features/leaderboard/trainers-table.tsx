import { formatRecord, formatSigned } from '@/domain/leaderboard/ranking';
import { formatCount } from '@/domain/shared/numbers';
import { formatWinRate, isGoodWinRate, winRateOf } from '@/domain/shared/win-rate';
import { PlayerHead } from '@/web/components/game/player-head';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import type { Leaderboard } from './api';
import { Cell, PHONE, Row, Table } from './table';

const streakColour = (streak: number) =>
  streak > 0 ? 'font-semibold text-success' : streak < 0 ? 'font-semibold text-danger' : 'text-muted';

/** Sorted by rating: on a phone the ELO stays on the first line, beside the name. */
export function TrainersTable({ trainers }: { trainers: Leaderboard['trainers'] }) {
  const ownUuid = useAuth().minecraft?.uuid;
  if (trainers.players.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        No players ranked yet. Be the first!
      </p>
    );
  return (
    <>
      <Table label="Top Trainers" head={['Rank', 'Trainer', 'Tier', 'ELO', 'Record', 'Win Rate', 'Streak']}>
        {trainers.players.map((p) => {
          const winRate = winRateOf(p.wins, p.losses);
          const own = p.uuid === ownUuid;
          return (
            <Row key={p.uuid} own={own}>
              <Cell className={cn('font-mono font-bold', PHONE.rank)}>#{p.rank}</Cell>
              <Cell className={PHONE.name}>
                <span className="flex items-center gap-2 font-semibold">
                  <PlayerHead name={p.name} size={28} alt="" />
                  <span className="truncate">{p.name}</span>
                  {own && <span className="shrink-0 text-accent">(You)</span>}
                </span>
              </Cell>
              <Cell className={PHONE.lineTwoFirst}>{p.tier}</Cell>
              <Cell className={cn('font-mono font-bold', PHONE.sorted)} label="ELO">
                {p.rating}
              </Cell>
              <Cell className={PHONE.lineTwo}>{formatRecord(p.wins, p.losses)}</Cell>
              <Cell
                className={cn(isGoodWinRate(winRate, 'trainer') && 'font-semibold text-success', PHONE.lineTwo)}
                label="Win Rate"
              >
                {formatWinRate(winRate)}
              </Cell>
              <Cell className={cn(streakColour(p.streak), PHONE.lineTwo)} label="Streak">
                {formatSigned(p.streak)}
              </Cell>
            </Row>
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
