import { formatWinRate, isGoodWinRate, leaderRankingWinRate } from '@/domain/shared/win-rate';
import { ElementBadge } from '@/web/components/game/element-badge';
import { LeaderStatus } from '@/web/components/game/leader-status';
import { cn } from '@/web/lib/cn';
import type { LeaderboardGymLeader } from './api';
import { Cell, PHONE, Row, Table } from './table';

/**
 * Already sorted by the server: win rate, highest first, 0 for a leader who has awarded no badges. On a phone the
 * win rate stays on the first line, beside the name, so the order reads at a glance.
 */
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
          <Row key={l.id}>
            <Cell className={cn('font-mono font-bold', PHONE.rank)}>#{i + 1}</Cell>
            <Cell className={cn('font-semibold max-md:truncate', PHONE.name)}>{l.displayName}</Cell>
            <Cell className={PHONE.lineTwoFirst}>
              <ElementBadge element={l.element} />
            </Cell>
            <Cell className={PHONE.lineTwo} label="Badges Awarded">
              {l.badgesAwarded}
            </Cell>
            <Cell
              className={cn(isGoodWinRate(winRate, 'gymLeader') && 'font-semibold text-success', PHONE.sorted)}
              label="Win Rate"
            >
              {formatWinRate(winRate)}
            </Cell>
            <Cell className={PHONE.lineTwo}>
              <LeaderStatus status={l.status} />
            </Cell>
          </Row>
        );
      })}
    </Table>
  );
}
