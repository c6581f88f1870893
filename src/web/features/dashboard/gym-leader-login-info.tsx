import { LogIn, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';

/** What Gym Leader Login is for, told to whoever reaches it and is not a gym leader (issue 40). */
export const GYM_LEADER_LOGIN_TEXT = {
  title: 'Gym Leader Login',
  lead: "Gym Leader Login is where the server's gym leaders see their earnings dashboard: their share of the shop purchases players credit to them, their payouts, current balance, badges awarded and win rate.",
  visitorTitle: 'Are you a gym leader?',
  visitorBody: 'Sign in with the Discord account staff registered you with, and your dashboard opens here.',
  playerTitle: 'This dashboard is for gym leaders',
  playerBody: (name: string) =>
    `${name} is not registered as a gym leader, so there is no dashboard to show. As a player you can challenge the gym leaders in game, and credit one of them when you buy in the shop.`,
} as const;

/**
 * Instead of 'Access Denied': a visitor learns what the page is for and can sign in; a signed-in player who is not a
 * leader learns it too, with the ways on (the leaders, the application, support).
 */
export function GymLeaderLoginInfo() {
  const { user, signIn, signingIn } = useAuth();
  const t = GYM_LEADER_LOGIN_TEXT;
  return (
    <Page title={t.title} description={t.lead}>
      <Card className="max-w-xl">
        <CardHeader className="flex-row items-center gap-3">
          <Trophy className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
          <CardTitle as="h2">{user ? t.playerTitle : t.visitorTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted">{user ? t.playerBody(user.name) : t.visitorBody}</p>
          <div className="flex flex-wrap gap-2">
            {user ? (
              <>
                <Button asChild size="sm" variant="secondary">
                  <Link to="/gym-leaders">Meet the Gym Leaders</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to="/gym-leader-application">Apply to be a gym leader</Link>
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="discord"
                loading={signingIn}
                onClick={() =>
                  signIn().catch(() =>
                    notify('error', 'Sign in failed', 'Failed to sign in with Discord. Please try again.'),
                  )
                }
              >
                {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
                Gym leaders: sign in with Discord
              </Button>
            )}
          </div>
          <p className="text-sm text-muted">
            Are you a gym leader and see this?{' '}
            <Link to="/contact-support" className="text-accent underline underline-offset-4">
              Contact support
            </Link>{' '}
            and staff will check your registration.
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
