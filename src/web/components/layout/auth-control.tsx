import { LogIn, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';

/**
 * Spinner while the session loads; the username and Sign Out when signed in (and the way into the staff
 * area for staff and admins); otherwise Sign in with Discord.
 */
export function AuthControl() {
  const { loading, user, signIn, signOut, signingIn, signingOut } = useAuth();
  if (loading) {
    return (
      <span className="inline-flex h-8 w-8 items-center justify-center" role="status">
        <Spinner label="Loading session" />
      </span>
    );
  }
  if (user) {
    return (
      <div className="flex items-center gap-2">
        {(user.role === 'staff' || user.role === 'admin') && (
          <Button asChild size="sm" variant="secondary">
            <Link to="/staff">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Staff
            </Link>
          </Button>
        )}
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline" title={user.name}>
          {user.name}
        </span>
        <Button
          size="sm"
          variant="outline"
          loading={signingOut}
          onClick={() =>
            signOut().catch(() => notify('error', 'Sign out failed', 'Failed to sign out. Please try again.'))
          }
        >
          {!signingOut && <LogOut className="h-4 w-4" aria-hidden="true" />}
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="discord"
      loading={signingIn}
      onClick={() =>
        signIn().catch(() => notify('error', 'Sign in failed', 'Failed to sign in with Discord. Please try again.'))
      }
    >
      {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
      <span className="hidden md:inline">Sign in with Discord</span>
      <span className="md:hidden">Discord</span>
    </Button>
  );
}
