import { Check, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_REGISTRATION_MESSAGES, isFull } from '@/domain/events/registration';
import { signUpPageOf } from '@/domain/events/sign-up-page';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/hydration';
import { notify, notifyFailure } from '@/web/lib/notify';
import { useEventRegistration, useMyEventRegistrations, type SiteEvent } from './api';

/**
 * Registration for an open event, on the site: a visitor is asked to sign in, a registered player sees so and may
 * withdraw, a full event says so. A tournament with its own sign-up page links to it. The HTML the server renders
 * (decision 024) knows no session, so until hydration the card shows the plain Register button.
 */
export function RegisterControl({ event, className }: { event: SiteEvent; className?: string }) {
  const { user, loading, signIn, signingIn } = useAuth();
  const ready = useHydrated() && !loading;
  const mine = useMyEventRegistrations(ready && !!user);
  const register = useEventRegistration('register');
  const withdraw = useEventRegistration('withdraw');
  const page = signUpPageOf(event);
  const size = cn('h-9 px-4 text-sm', className);
  const label = `Register for ${event.title}`;

  if (page)
    return (
      <Button asChild className={size}>
        <Link to={page} aria-label={label}>
          Register
        </Link>
      </Button>
    );
  if (ready && mine.data?.registered.includes(event.id))
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
          <Check className="h-4 w-4" aria-hidden="true" />
          You&apos;re registered
        </span>
        <Button
          variant="outline"
          className={size}
          loading={withdraw.isPending}
          aria-label={`Withdraw from ${event.title}`}
          onClick={() =>
            withdraw.mutate(event.id, {
              onSuccess: () => notify('message', 'Withdrawn', `You are no longer registered for ${event.title}.`),
              onError: notifyFailure('Withdrawal failed'),
            })
          }
        >
          Withdraw
        </Button>
      </span>
    );
  if (isFull(event))
    return <span className="text-sm font-semibold text-muted">{EVENT_REGISTRATION_MESSAGES.full}</span>;
  if (ready && !user)
    return (
      <Button
        variant="discord"
        className={size}
        loading={signingIn}
        onClick={() =>
          signIn().catch(() => notify('error', 'Sign in failed', 'Failed to sign in with Discord. Please try again.'))
        }
      >
        {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
        Sign in to register
      </Button>
    );
  return (
    <Button
      className={size}
      aria-label={label}
      loading={register.isPending}
      disabled={!ready || (!!user && mine.isPending)}
      onClick={() =>
        register.mutate(event.id, {
          onSuccess: () => notify('success', 'Registered', `You're registered for ${event.title}.`),
          onError: notifyFailure('Registration failed'),
        })
      }
    >
      Register
    </Button>
  );
}
