import { lazy, Suspense } from 'react';
import { ActionButton } from '@/web/components/ui/action-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth';
import { useNearView } from '@/web/lib/use-near-view';
import { DROPPED_NO_CHECKIN, LINK_FIRST_TEXT, MINECRAFT_LINK_REQUIRED } from '@/domain/tournaments/registrant';
import { useCheckIn, useMyRegistration, useTournament, useWithdraw } from './api';
import { LinkFirst } from '@/web/components/link-first';

// The form and its validation load when the form comes within a screen of the view: the page's first load carries no
// validation library, and a phone, where the form is below the page's sections, builds it only when it is wanted.
const RegistrationForm = lazy(() => import('./registration-card').then((m) => ({ default: m.RegistrationForm })));

/** The sticky card: the form, the confirmation once registered, or registration closed. */
export function RegistrationPanel() {
  const { user, minecraft } = useAuth();
  const tournament = useTournament('founders-cup-1');
  const mine = useMyRegistration(!!user);
  const withdraw = useWithdraw();
  const checkIn = useCheckIn();
  const r = mine.data?.registration;
  const active = r && (r.status === 'registered' || r.status === 'waitlisted');
  const [card, near] = useNearView<HTMLDivElement>();
  const loading = <p className="text-muted">Loading…</p>;
  return (
    <Card ref={card} id="signup" className="scroll-mt-24 lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{active ? 'Already Registered' : 'Register'}</CardTitle>
      </CardHeader>
      <CardContent aria-live="polite">
        {tournament.isPending || (user && mine.isPending) ? (
          loading
        ) : active ? (
          <div className="space-y-3" data-testid="confirmation">
            <p>You have already registered for this tournament.</p>
            <p className="font-semibold">
              {r.status === 'registered'
                ? `You're confirmed for Founders' Cup #1! (slot ${r.slot})`
                : `You're on the waitlist for Founders' Cup #1. (slot ${r.slot})`}
            </p>
            {tournament.data?.checkinOpen && !r.checkedIn && (
              <ActionButton action={checkIn} errorTitle="Error">
                Check In
              </ActionButton>
            )}
            {r.checkedIn && <p>You are checked in.</p>}
            <ActionButton variant="outline" action={withdraw} errorTitle="Error">
              Withdraw
            </ActionButton>
          </div>
        ) : (
          <div className="space-y-4">
            {r?.status === 'dropped' && (
              <p role="status" className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm">
                {DROPPED_NO_CHECKIN}
              </p>
            )}
            {tournament.data && !tournament.data.registrationOpen ? (
              <p role="status">Registration is closed.</p>
            ) : user && !minecraft ? (
              <LinkFirst title={MINECRAFT_LINK_REQUIRED} text={LINK_FIRST_TEXT} />
            ) : !near ? (
              loading
            ) : (
              <Suspense fallback={loading}>
                <RegistrationForm />
              </Suspense>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
