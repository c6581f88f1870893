import { Page } from '@/web/components/layout/page';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useLeaderboard } from './api';
import { GymLeadersTable } from './gym-leaders-table';
import { TrainersLadder } from './trainers-ladder';

function TabBody({
  state,
  children,
}: {
  state: ReturnType<typeof useLeaderboard>;
  children: (data: NonNullable<typeof state.data>) => React.ReactNode;
}) {
  if (state.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-muted">
          <Spinner /> Loading rankings...
        </p>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (state.error || !state.data) {
    return (
      <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-5 text-danger">
        Error loading rankings: {state.error?.message || 'Failed to fetch leaderboard'}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}

export default function LeaderboardPage() {
  const board = useLeaderboard();
  return (
    <Page
      title="Leaderboards"
      description="The best trainers on the ladder and the gym leaders who hold the line, updated live."
    >
      <Tabs defaultValue="trainers">
        <TabsList aria-label="Leaderboards" className="mb-6">
          <TabsTrigger value="trainers">Top Trainers</TabsTrigger>
          <TabsTrigger value="gym-leaders">Gym Leaders</TabsTrigger>
        </TabsList>
        <TabsContent value="trainers">
          <TabBody state={board}>{(data) => <TrainersLadder top={data.trainers} />}</TabBody>
        </TabsContent>
        <TabsContent value="gym-leaders">
          <TabBody state={board}>{(data) => <GymLeadersTable leaders={data.gymLeaders} />}</TabBody>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
