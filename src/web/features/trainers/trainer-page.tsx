import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { trainerPath } from '@/domain/routes';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTrainerProfile } from './api';
import { ProfileView } from './profile-view';
import { TrainerNotFound } from './trainer-not-found';

/** A trainer's profile, /trainers/<Minecraft name> (issue 39), rendered by the server with its data. */
export default function TrainerPage() {
  const { name = '' } = useParams();
  const profile = useTrainerProfile(name);
  const navigate = useNavigate();
  const current = profile.data?.name;
  // The address in any case works; the bar then shows the name as it is spelt.
  useEffect(() => {
    if (current && current !== name) void navigate(trainerPath(current), { replace: true });
  }, [current, name, navigate]);

  if (profile.data === null) return <TrainerNotFound name={name} />;
  if (profile.data) return <ProfileView profile={profile.data} />;
  return (
    <Page title={name} description="Loading this trainer's record…">
      {profile.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
          <p>This trainer's profile could not be loaded.</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label="Loading the profile" className="grid gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </Page>
  );
}
