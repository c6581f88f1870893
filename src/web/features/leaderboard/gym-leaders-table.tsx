import { formatWinRate, isGoodWinRate, leaderRankingWinRate } from '@/domain/shared/win-rate';
import { ElementBadge } from '@/web/components/game/element-badge';
import { LeaderStatus } from '@/web/components/game/leader-status';
import type { LeaderboardGymLeader } from './api';
import { Cell, Table } from './table';

/** Already sorted by the server: win rate, highest first, 0 for a leader who has awarded no badges. */
export function GymLeadersTable({ leaders }: { leaders: LeaderboardGymLeader[] }) {
  if (leaders.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        No gym leaders available yet.
      </p>
    );
  return (
    <Table label="Gym Leaders" head={['Rank', 'Gym Leader', 'Element', 'Badges Awarded', 'Win Rate', 'Status']}>
      {leaders.map((l, i) => {
        const winRate = leaderRankingWinRate(l);
        return (
          <tr key={l.id}>
            <Cell className="font-mono font-bold">#{i + 1}</Cell>
            <Cell className="font-semibold">{l.displayName}</Cell>
            <Cell>
              <ElementBadge element={l.element} />
            </Cell>
            <Cell>{l.badgesAwarded}</Cell>
            <Cell className={isGoodWinRate(winRate, 'gymLeader') ? 'font-semibold text-success' : undefined}>
              {formatWinRate(winRate)}
            </Cell>
            <Cell>
              <LeaderStatus status={l.status} />
            </Cell>
          </tr>
        );
      })}
    </Table>
  );
}
