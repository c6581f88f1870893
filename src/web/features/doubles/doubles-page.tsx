import { lazy, Suspense, useState } from 'react';
import { DOUBLES_MESSAGES } from '@/domain/tournaments/team-sheet-text';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/auth';
import { notify } from '@/web/lib/notify';
import { useDoublesInfo, useMyDoubles } from './api';
import { DoublesBracket } from './doubles-bracket';
import { InfoCards } from './info-cards';
import { LinkFirst } from '@/web/components/link-first';
import { LINK_FIRST_TEXT, MINECRAFT_LINK_REQUIRED } from '@/domain/tournaments/registrant';
import { PublicTeams } from './public-teams';
import { RegisteredView } from './registered-view';

// The form and its validation load when the form is shown: the page's first load carries no validation library.
const TeamForm = lazy(() => import('./team-form').then((m) => ({ default: m.TeamForm })));

function Registration() {
  const { user, minecraft, loading, signIn } = useAuth();
  const info = useDoublesInfo();
  const mine = useMyDoubles(!!user);
  const [editing, setEditing] = useState(false);

  if (loading || info.isPending || (user && mine.isPending)) return <Skeleton className="h-64 w-full" />;
  if (info.isError || mine.isError) {
    return <p role="alert">Could not load the registration. Please try again.</p>;
  }
  const open = info.data.registrationOpen;
  const saved = mine.data?.registration ?? null;
  if (saved?.slot != null && !editing)
    return (
      <RegisteredView
        registration={saved}
        canModify={open}
        checkinOpen={info.data.checkinOpen}
        onModify={() => setEditing(true)}
      />
    );
  // A team that withdrew or missed check-in is told so above the form (or above "closed").
  const ended = saved?.status === 'withdrawn' || saved?.status === 'dropped';
  const why = ended && (
    <p role="status" className="rounded-lg border border-border p-3 text-sm">
      {saved.status === 'dropped' ? DOUBLES_MESSAGES.dropped : DOUBLES_MESSAGES.withdrawn}
    </p>
  );
  if (!open) {
    return (
      <Card>
        <CardContent className="space-y-3 pt-6">
          {why}
          <p role="status">Registration is closed.</p>
        </CardContent>
      </Card>
    );
  }
  if (!user) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-6">
          <p>{DOUBLES_MESSAGES.signedOut}</p>
          <Button
            onClick={() => {
              notify('error', DOUBLES_MESSAGES.errorTitle, DOUBLES_MESSAGES.signedOut);
              void signIn();
            }}
          >
            Sign in with Discord
          </Button>
        </CardContent>
      </Card>
    );
  }
  // The sheet is registered under the linked Minecraft account: a player without one links it first.
  if (!minecraft)
    return (
      <Card>
        <CardContent className="pt-6">
          <LinkFirst title={MINECRAFT_LINK_REQUIRED} text={LINK_FIRST_TEXT} />
        </CardContent>
      </Card>
    );
  return (
    <div className="space-y-3">
      {why}
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <TeamForm last={saved} onDone={() => setEditing(false)} />
      </Suspense>
    </div>
  );
}

export default function DoublesPage() {
  const info = useDoublesInfo();
  return (
    <Page
      title="Mid-Season Doubles Showdown"
      description={
        info.data
          ? `${info.data.registeredCount} / ${info.data.playerCap} registered${info.data.waitlistCount > 0 ? `, ${info.data.waitlistCount} on the waitlist` : ''}. Limited to 16 Players!`
          : 'Limited to 16 Players!'
      }
    >
      <div className="flex flex-col gap-8">
        <InfoCards />
        <section aria-labelledby="doubles-register">
          <h2 id="doubles-register" className="mb-4 text-2xl font-bold">
            Team Registration
          </h2>
          <Registration />
        </section>
        {info.data?.teamsPublic && <DoublesBracket />}
        {info.data?.teamsPublic && <PublicTeams />}
      </div>
    </Page>
  );
}
