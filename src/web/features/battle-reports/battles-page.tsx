import { BATTLE_TEXTS as T } from '@/domain/battle-reports/texts';
import { Page } from '@/web/components/layout/page';
import { SignInGate } from '@/web/components/sign-in-gate';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/auth';
import { useMyBattles } from './api';
import { BattleList } from './battle-list';
import { RecordBattleForm } from './record-battle-form';

/** A signed-in player records battles played on the server and answers the ones recorded against them. */
export default function BattlesPage() {
  return (
    <Page title={T.pageTitle} description={T.pageLead} className="max-w-3xl">
      <SignInGate message={T.signInFirst}>
        <Battles />
      </SignInGate>
    </Page>
  );
}

function Battles() {
  const { user } = useAuth();
  const mine = useMyBattles(!!user);
  if (mine.isPending) {
    return (
      <div role="status" aria-label="Loading your battles" className="space-y-3">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{T.loadFailed}</p>
        <Button variant="outline" onClick={() => mine.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {mine.data.linked ? <RecordBattleForm /> : <p className="rounded-lg border border-border p-4">{T.linkFirst}</p>}
      <section aria-labelledby="battles-heading" className="space-y-3">
        <h2 id="battles-heading" className="text-xl font-bold">
          {T.listHeading}
        </h2>
        <BattleList reports={mine.data.reports} />
      </section>
    </div>
  );
}
