import { toast } from '@/web/lib/notify';
import type { StaffTournament } from '@/domain/tournaments/staff';
import { Button } from '@/web/components/ui/button';
import { useTournamentAction } from './api';

export type Confirmable = { path: string; title: string; text: string; confirm: string; done: string };
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
  text: 'Round 1 is seeded from the checked-in registered players, by slot. It can be generated once. If check-in is still open, it closes first.',
  confirm: 'Generate round 1',
  done: 'Round 1 generated',
};
const GENERATE_DOUBLES: Confirmable = {
  ...GENERATE,
  text: 'Round 1 is seeded from the checked-in registered teams, by slot. It can be generated once. If check-in is still open, it closes first.',
};
const DRAW: Confirmable = {
  path: '/redemption-draw',
  title: 'Draw Redemption Road?',
  text: 'Two group-stage losers are drawn at random. The seed is stored so the draw can be replayed.',
  confirm: 'Draw',
  done: 'Redemption Road drawn',
};

/**
 * The actions the tournament's state allows: registration on or off, the check-in close, and for the Founders'
 * Cup the Redemption Road draw. The doubles bracket is generated once registration closed.
 */
export function TournamentActions({ t, ask }: { t: StaffTournament; ask: (c: Confirmable) => void }) {
  const action = useTournamentAction();
  const doubles = t.format === 'doubles';
  const toggle = () =>
    action.mutate(
      { path: '/registration', body: { open: !t.registrationOpen } },
      { onError: (e) => toast.error('Could not change registration', { description: e.message }) },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={toggle}
        loading={action.isPending && action.variables?.path === '/registration'}
      >
        {t.registrationOpen ? 'Close registration' : 'Open registration'}
      </Button>
      {!t.checkinClosedAt && (
        <Button variant="outline" onClick={() => ask(CHECKIN)}>
          Close check-in
        </Button>
      )}
      {t.matches.length === 0 && (!doubles || t.registrationClosed) && (
        <Button onClick={() => ask(doubles ? GENERATE_DOUBLES : GENERATE)}>Generate round 1</Button>
      )}
      {t.matches.length > 0 && !doubles && !t.redemptionSeed && (
        <Button onClick={() => ask(DRAW)}>Draw Redemption Road</Button>
      )}
    </div>
  );
}
