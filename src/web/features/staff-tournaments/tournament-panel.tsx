import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { bracketOf } from '@/domain/tournaments/bracket-formats';
import type { BracketMatchView } from '@/domain/tournaments/registration';
import type { StaffTournament } from '@/domain/tournaments/staff';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { QueryState } from '@/web/components/staff/query-state';
import { Button } from '@/web/components/ui/button';
import { useReplay, useStaffTournament, useTournamentAction } from './api';
import { BracketList } from './bracket-list';
import { PlayersList } from './players-list';
import { ResultDialog } from './result-dialog';
import { TournamentActions, type Confirmable } from './tournament-actions';

function RedemptionSeed({ seed }: { seed: string }) {
  const [show, setShow] = useState(false);
  const replay = useReplay(show);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
      <span>
        Redemption Road seed <code className="break-all">{seed}</code>
      </span>
      <Button size="sm" variant="outline" onClick={() => setShow(true)}>
        Replay draw
      </Button>
      {show && replay.data && (
        <span role="status">
          {replay.data.matches ? 'The seed gives the stored draw.' : 'The seed does not give the stored draw.'}
        </span>
      )}
    </div>
  );
}

const namesIn = (t: StaffTournament | undefined) => (id: string | null) =>
  id ? (t?.registrations.find((r) => r.id === id)?.minecraftUsername ?? 'Withdrawn player') : 'TBD';

function Tournament({ data, onResult }: { data: StaffTournament; onResult: (m: BracketMatchView) => void }) {
  const doubles = data.format === 'doubles';
  const nameOf = namesIn(data);
  return (
    <div className="space-y-8">
      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className="mb-3 text-lg font-bold">
          {doubles ? 'Teams' : 'Players'}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {`Registration ${data.registrationClosed ? 'closed' : 'open'} · check-in ${data.checkinClosedAt ? 'closed' : `closes by itself at ${new Date(data.checkinClosesAt).toLocaleString()}, or when staff close it`}`}
        </p>
        <PlayersList registrations={data.registrations} cap={data.playerCap} />
      </section>
      <section aria-labelledby="bracket-heading">
        <h2 id="bracket-heading" className="mb-3 text-lg font-bold">
          Bracket
        </h2>
        {data.redemptionSeed && <RedemptionSeed seed={data.redemptionSeed} />}
        {data.matches.length === 0 ? (
          <p className="text-sm text-muted">
            {doubles
              ? 'No bracket yet: once registration has closed, generate round 1.'
              : 'No bracket yet: close check-in, then generate round 1.'}
          </p>
        ) : (
          <BracketList structure={bracketOf(data.format)} matches={data.matches} nameOf={nameOf} onResult={onResult} />
        )}
      </section>
    </div>
  );
}

/** One tournament as staff run it: its actions, its players or teams, and its bracket. */
export function TournamentPanel() {
  const query = useStaffTournament();
  const action = useTournamentAction();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [result, setResult] = useState<BracketMatchView | null>(null);
  const t = query.data;
  const nameOf = namesIn(t);
  const run = (c: Confirmable) =>
    action.mutate({ path: c.path }, { onSuccess: () => (toast.success(c.done), setAsking(null)) });
  return (
    <div className="space-y-6">
      {t && <TournamentActions t={t} ask={setAsking} />}
      <QueryState query={query} label="the tournament" isEmpty={() => false} empty="">
        {(data) => <Tournament data={data} onResult={setResult} />}
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && (setAsking(null), action.reset())}
        title={asking?.title ?? ''}
        confirm={asking?.confirm ?? ''}
        onConfirm={() => asking && run(asking)}
        pending={action.isPending}
        error={action.error?.message ?? null}
      >
        {asking?.text}
      </ConfirmDialog>
      {result && (
        <ResultDialog
          key={result.id}
          match={result}
          names={[nameOf(result.player1Id), nameOf(result.player2Id)]}
          onClose={() => setResult(null)}
        />
      )}
    </div>
  );
}
