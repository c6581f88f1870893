import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DROPPED_NO_CHECKIN } from '@/domain/tournaments/registrant';
import type { myRegistrationSchema } from '@/domain/tournaments/registration';
import type { z } from 'zod';
import { api } from '@/web/lib/api';

type Mine = z.infer<typeof myRegistrationSchema>;

const STATUS: Record<NonNullable<Mine['registration']>['status'], string> = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  withdrawn: 'Withdrawn',
  dropped: 'Dropped',
};

/** The player's Founders' Cup sign-up beside their requests: its status, and why it ended when staff or the clock did. */
export function TournamentSignUps() {
  const mine = useQuery({
    // The same address the tournament page reads; the key is this page's own.
    queryKey: ['my-requests', 'founders-cup'],
    queryFn: () => api.get<Mine>('/api/tournaments/founders-cup-1/registration'),
    meta: { tables: ['tournament_registrations'] },
  });
  const r = mine.data?.registration;
  if (!r) return null;
  return (
    <section aria-labelledby="my-sign-ups" className="mt-8">
      <h2 id="my-sign-ups" className="text-xl font-bold">
        Tournament sign-ups
      </h2>
      <div className="mt-3 rounded-lg border border-border p-4" data-testid="my-sign-up">
        <p>
          <Link to="/tournaments/founders-cup-1" className="font-semibold underline-offset-4 hover:underline">
            Founders&apos; Cup #1
          </Link>{' '}
          <span className="text-sm text-muted">
            {r.minecraftUsername} · {STATUS[r.status]}
            {r.slot !== null && ` · slot ${r.slot}`}
          </span>
        </p>
        {r.status === 'dropped' && <p className="mt-2 text-sm text-danger">{DROPPED_NO_CHECKIN}</p>}
      </div>
    </section>
  );
}
