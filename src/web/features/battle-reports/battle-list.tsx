import { STATUS_LABELS, type BattleReportView } from '@/domain/battle-reports/schemas';
import { BATTLE_TEXTS as T, FORMAT_LABELS } from '@/domain/battle-reports/texts';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { useAnswerBattle } from './api';
import { TrainerLink } from '@/web/components/trainer-link';

const statusTone: Record<BattleReportView['status'], string> = {
  open: 'text-accent',
  confirmed: 'text-success',
  disputed: 'text-danger',
  lapsed: 'text-muted',
  voided: 'text-muted',
};

/** One report: who played whom, who won, its state; the other player's Confirm and Dispute buttons. */
function BattleItem({ r }: { r: BattleReportView }) {
  const answer = useAnswerBattle();
  const other = r.direction === 'sent' ? r.opponent : r.reporter;
  const iWon = r.winnerUuid !== other.uuid;
  const run = (kind: 'confirm' | 'dispute') =>
    answer.mutate(
      { id: r.id, answer: kind },
      {
        onSuccess: () => toast.success(kind === 'confirm' ? T.confirmed : T.disputed),
        onError: (err) => toast.error(err instanceof ApiError ? err.message : T.loadFailed),
      },
    );
  const label = `${FORMAT_LABELS[r.format]} against ${other.name}`;
  return (
    <li className="rounded-lg border border-border p-4" data-testid="battle-report" aria-label={label}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {FORMAT_LABELS[r.format]} vs <TrainerLink name={other.name} />
        </p>
        <p className={`text-sm font-medium ${statusTone[r.status]}`} data-testid="battle-status">
          {STATUS_LABELS[r.status]}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        {iWon ? 'You won' : `${other.name} won`} ·{' '}
        {r.direction === 'sent' ? 'recorded by you' : `recorded by ${other.name}`} ·{' '}
        <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>
      </p>
      {r.status === 'confirmed' && r.rated === false && <p className="mt-1 text-sm text-muted">{T.notCounted}</p>}
      {r.status === 'open' && r.direction === 'received' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            onClick={() => run('confirm')}
            loading={answer.isPending && answer.variables?.answer === 'confirm'}
            disabled={answer.isPending}
          >
            {T.confirm}
          </Button>
          <Button
            variant="outline"
            onClick={() => run('dispute')}
            loading={answer.isPending && answer.variables?.answer === 'dispute'}
            disabled={answer.isPending}
          >
            {T.dispute}
          </Button>
        </div>
      )}
      {r.status === 'open' && r.direction === 'sent' && (
        <p className="mt-1 text-sm text-muted">
          Waiting for {other.name} until <time dateTime={r.lapsesAt}>{new Date(r.lapsesAt).toLocaleString()}</time>.
        </p>
      )}
    </li>
  );
}

export function BattleList({ reports }: { reports: BattleReportView[] }) {
  if (reports.length === 0) return <p className="text-muted">{T.empty}</p>;
  return (
    <ul className="space-y-3" aria-label={T.listHeading}>
      {reports.map((r) => (
        <BattleItem key={r.id} r={r} />
      ))}
    </ul>
  );
}
