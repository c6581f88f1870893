import { formatRecord, formatSigned } from '@/domain/leaderboard/ranking';
import { formatWinRate, isGoodWinRate, winRateOf } from '@/domain/shared/win-rate';
import { PlayerHead } from '@/web/components/game/player-head';
import { TrainerLink } from '@/web/components/trainer-link';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import type { Trainer } from './api';
import { Cell, PHONE, Row, Table } from './table';

const streakColour = (streak: number) =>
  streak > 0 ? 'font-semibold text-success' : streak < 0 ? 'font-semibold text-danger' : 'text-muted';

/** The id of a trainer's row, which a search moves the focus to. */
export const trainerRowId = (uuid: string) => `trainer-${uuid}`;

/** Sorted by rating: on a phone the ELO stays on the first line, beside the name. */
export function TrainersTable({ players, foundUuid }: { players: Trainer[]; foundUuid?: string }) {
  const ownUuid = useAuth().minecraft?.uuid;
  if (players.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        No players ranked yet. Be the first!
      </p>
    );
  return (
    <Table label="Top Trainers" head={['Rank', 'Trainer', 'Tier', 'ELO', 'Record', 'Win Rate', 'Streak']}>
      {players.map((p) => {
        const winRate = winRateOf(p.wins, p.losses);
        const own = p.uuid === ownUuid;
        return (
          <Row key={p.uuid} own={own} found={p.uuid === foundUuid} id={trainerRowId(p.uuid)}>
            <Cell className={cn('font-mono font-bold', PHONE.rank)}>#{p.rank}</Cell>
            <Cell className={PHONE.name}>
              <span className="flex items-center gap-2 font-semibold">
                <PlayerHead name={p.name} size={28} alt="" />
                <TrainerLink name={p.name} className="truncate" />
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
  );
}
