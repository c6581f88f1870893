import { LogIn } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';
import { AccountMenu } from './account-menu';
import type { AccountMenuProps } from './account-menu-dropdown';

/**
 * Spinner while the session loads; signed in, the account menu labelled with the player's name (the linked Minecraft
 * name, else the Discord name; inside, Link Minecraft or the linked name, their pages, Staff for staff, Sign Out);
 * otherwise Sign in with Discord.
 */
export function AuthControl({ onLinkMinecraft }: AccountMenuProps) {
  const { loading, user, signIn, signingIn } = useAuth();
  if (loading) {
    return (
      <span className="inline-flex h-8 w-8 items-center justify-center" role="status">
        <Spinner label="Loading session" />
      </span>
    );
  }
  if (user) return <AccountMenu onLinkMinecraft={onLinkMinecraft} />;
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
