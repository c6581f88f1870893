import type { DoublesRegistration } from '@/domain/tournaments/team-sheet-api';
import { DOUBLES_MESSAGES, slotLabel } from '@/domain/tournaments/team-sheet-text';
import { ActionButton } from '@/web/components/ui/action-button';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useCheckInTeam, useWithdrawTeam } from './api';

/** Where the team stands: confirmed or waitlisted (with its slot), and its check-in. */
function Standing({ r, checkinOpen }: { r: DoublesRegistration; checkinOpen: boolean }) {
  const checkIn = useCheckInTeam();
  return (
    <div className="space-y-2" role="status">
      <p className="font-semibold">
        {r.status === 'registered' ? DOUBLES_MESSAGES.confirmedIn(r.slot) : DOUBLES_MESSAGES.waitlistedIn(r.slot)}
      </p>
      {r.status === 'waitlisted' && <p className="text-sm text-muted">{DOUBLES_MESSAGES.waitlistNote}</p>}
      {r.checkedIn ? (
        <p>{DOUBLES_MESSAGES.checkedIn}</p>
      ) : checkinOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{DOUBLES_MESSAGES.checkinNow}</p>
          <ActionButton action={checkIn} errorTitle={DOUBLES_MESSAGES.errorTitle}>
            Check In
          </ActionButton>
        </div>
      ) : (
        <p className="text-sm text-muted">{DOUBLES_MESSAGES.checkinLater}</p>
      )}
    </div>
  );
}

/** The saved team, with its standing, check-in, Withdraw, and Modify Team while registration is open. */
export function RegisteredView({
  registration,
  canModify,
  checkinOpen,
  onModify,
}: {
  registration: DoublesRegistration;
  canModify: boolean;
  checkinOpen: boolean;
  onModify: () => void;
}) {
  const withdraw = useWithdrawTeam();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>You're registered as {registration.minecraftUsername}</CardTitle>
        <div className="flex flex-wrap gap-2">
          {canModify && <Button onClick={onModify}>Modify Team</Button>}
          <ActionButton variant="outline" action={withdraw} errorTitle={DOUBLES_MESSAGES.errorTitle}>
            Withdraw
          </ActionButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Standing r={registration} checkinOpen={checkinOpen} />
        <p className="text-sm text-muted">
          Tera: {slotLabel(registration.teraPokemonSlot - 1)} ({registration.teraType})
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your team">
          {registration.team.map((m, i) => (
            <li key={i} className="rounded-lg border border-border p-3 text-sm">
              <p className="font-semibold">
                {slotLabel(i)}: {m.species} @ {m.heldItem}
              </p>
              <p className="text-muted">{m.moves.join(' / ')}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
