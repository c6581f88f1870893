import { useState } from 'react';
import { toast } from 'sonner';
import type { BracketMatchView } from '@/domain/tournaments/registration';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { useReplay, useStaffTournament, useTournamentAction } from './api';
import { BracketList } from './bracket-list';
import { PlayersList } from './players-list';
import { ResultDialog } from './result-dialog';

type Confirmable = { path: string; title: string; text: string; confirm: string; done: string };
const CHECKIN: Confirmable = {
  path: '/check-in/close',
  title: 'Close check-in?',
  text: 'Registered players who did not check in are dropped, and checked-in waitlisted players take their places in slot order.',
  confirm: 'Close check-in',
  done: 'Check-in closed',
};
const GENERATE: Confirmable = {
  path: '/bracket',
  title: 'Generate round 1?',
  text: 'Round 1 is seeded from the checked-in registered players, by slot. It can be generated once.',
  confirm: 'Generate round 1',
  done: 'Round 1 generated',
};
const DRAW: Confirmable = {
  path: '/redemption-draw',
  title: 'Draw Redemption Road?',
  text: 'Two group-stage losers are drawn at random. The seed is stored so the draw can be replayed.',
  confirm: 'Draw',
  done: 'Redemption Road drawn',
};

/** Staff run the Founders' Cup: registration, check-in, round 1, results and the Redemption Road draw. */
export default function StaffTournamentPage() {
  const query = useStaffTournament();
  const action = useTournamentAction();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [result, setResult] = useState<BracketMatchView | null>(null);
  const [showReplay, setShowReplay] = useState(false);
  const replay = useReplay(showReplay);
  const t = query.data;
  const nameOf = (id: string | null) =>
    id ? (t?.registrations.find((r) => r.id === id)?.minecraftUsername ?? 'Withdrawn player') : 'TBD';
  const run = (c: Confirmable) =>
    action.mutate({ path: c.path }, { onSuccess: () => (toast.success(c.done), setAsking(null)) });
  const toggle = () =>
    t &&
    action.mutate(
      { path: '/registration', body: { open: !t.registrationOpen } },
      { onError: (e) => toast.error('Could not change registration', { description: e.message }) },
    );
  return (
    <StaffPage
      title="Tournaments"
      description="Founders' Cup #1. Every action is recorded in the audit log; the public bracket follows live."
      actions={
        t && (
          <>
            <Button
              variant="outline"
              onClick={toggle}
              loading={action.isPending && action.variables?.path === '/registration'}
            >
              {t.registrationOpen ? 'Close registration' : 'Open registration'}
            </Button>
            {!t.checkinClosedAt && (
              <Button variant="outline" onClick={() => setAsking(CHECKIN)}>
                Close check-in
              </Button>
            )}
            {t.matches.length === 0 ? (
              <Button onClick={() => setAsking(GENERATE)}>Generate round 1</Button>
            ) : (
              !t.redemptionSeed && <Button onClick={() => setAsking(DRAW)}>Draw Redemption Road</Button>
            )}
          </>
        )
      }
    >
      <QueryState query={query} label="the tournament" isEmpty={() => false} empty="">
        {(data) => (
          <div className="space-y-8">
            <section aria-labelledby="players-heading">
              <h2 id="players-heading" className="mb-3 text-lg font-bold">
                Players
              </h2>
              <p className="mb-3 text-sm text-muted">
                Registration {data.registrationOpen ? 'open' : 'closed'} · check-in{' '}
                {data.checkinClosedAt ? 'closed' : 'open until closed by staff'}
              </p>
              <PlayersList registrations={data.registrations} cap={data.playerCap} />
            </section>
            <section aria-labelledby="bracket-heading">
              <h2 id="bracket-heading" className="mb-3 text-lg font-bold">
                Bracket
              </h2>
              {data.redemptionSeed && (
                <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
                  <span>
                    Redemption Road seed <code className="break-all">{data.redemptionSeed}</code>
                  </span>
                  <Button size="sm" variant="outline" onClick={() => setShowReplay(true)}>
                    Replay draw
                  </Button>
                  {showReplay && replay.data && (
                    <span role="status">
                      {replay.data.matches
                        ? 'The seed gives the stored draw.'
                        : 'The seed does not give the stored draw.'}
                    </span>
                  )}
                </div>
              )}
              {data.matches.length === 0 ? (
                <p className="text-sm text-muted">No bracket yet: close check-in, then generate round 1.</p>
              ) : (
                <BracketList matches={data.matches} nameOf={nameOf} onResult={setResult} />
              )}
            </section>
          </div>
        )}
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
    </StaffPage>
  );
}
