import { Lock, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/web/lib/notify';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';

/** Shows its children to signed-in users; others get a card asking them to sign in with Discord. */
export function SignInGate({
  message,
  title = 'Authentication Required',
  children,
}: {
  message: string;
  title?: string;
  children: ReactNode;
}) {
  const { loading, user } = useAuth();
  if (loading) {
    return (
      <div role="status" className="mx-auto max-w-md space-y-3">
        <Spinner label="Loading session" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (user) return <>{children}</>;
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <Lock className="mx-auto mb-4 h-10 w-10 text-accent" aria-hidden="true" />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <SignInButton className="mt-6" />
    </Card>
  );
}

/** "Sign in with Discord": starts the sign-in, and says so when it fails. */
export function SignInButton({ className }: { className?: string }) {
  const { signIn, signingIn } = useAuth();
  return (
    <Button
      variant="discord"
      className={className}
      loading={signingIn}
      onClick={() =>
        signIn().catch(() =>
          toast.error('Sign in failed', { description: 'Failed to sign in with Discord. Please try again.' }),
        )
      }
    >
      {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
      Sign in with Discord
    </Button>
  );
}
