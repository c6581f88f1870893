import { CheckCircle2, Lock, LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';
import { useWaitlistStatus } from './api';

// Only a signed-in visitor sees the form: its validation code loads then, not with the page.
const SignupForm = lazy(() => import('./signup-form').then((m) => ({ default: m.SignupForm })));

function SignInCard() {
  const { signIn, signingIn } = useAuth();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <Lock className="h-10 w-10 text-accent" aria-hidden="true" />
        <CardTitle as="h2">Authentication Required</CardTitle>
        <CardDescription>Discord Authentication Required</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-5 text-sm text-muted">Sign in with your Discord account to apply for the alpha.</p>
        <Button
          variant="discord"
          loading={signingIn}
          onClick={() =>
            signIn().catch(() => notify('error', 'Sign in failed', 'Failed to sign in with Discord. Please try again.'))
          }
        >
          {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
          Sign in with Discord
        </Button>
      </CardContent>
    </Card>
  );
}

function Loading() {
  return (
    <p role="status" className="flex justify-center py-12">
      <Spinner className="h-6 w-6" label="Loading" />
    </p>
  );
}

function SignedInContent() {
  const status = useWaitlistStatus();
  if (status.isPending) return <Loading />;
  if (status.data?.signedUp) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <CheckCircle2 className="mx-auto mb-3 h-10 w-10 text-success" aria-hidden="true" />
        <h2 className="text-xl font-bold">You&apos;re on the list</h2>
        <p className="mt-2 text-muted">
          You have already signed up for the alpha with this account. We&apos;ll be in touch soon!
        </p>
        <Button asChild variant="secondary" className="mt-5">
          <Link to="/">Back to Home</Link>
        </Button>
      </Card>
    );
  }
  // If the status cannot be read, the form still works: the server refuses a second signup itself.
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <Suspense fallback={<Loading />}>
        <SignupForm />
      </Suspense>
    </Card>
  );
}

export default function WaitlistPage() {
  const { loading, user } = useAuth();
  return (
    <Page
      title="Alpha Signup"
      description="Be among the first trainers on the server. Tell us a little about yourself."
    >
      {loading ? <Loading /> : user ? <SignedInContent /> : <SignInCard />}
    </Page>
  );
}
