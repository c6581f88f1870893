import { BATTLE_PASS_TEXTS as T } from '@/domain/battle-pass/texts';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useBattlePass } from './api';
import { LevelList } from './level-list';
import { PassStatus } from './pass-status';

/** The season's battle pass: the player's progress, then the 30 levels with their free and premium rewards. */
export default function BattlePassPage() {
  const pass = useBattlePass();
  return (
    <Page title={T.pageTitle} description={T.pageLead}>
      {pass.isPending ? (
        <div role="status" aria-label="Loading the battle pass" className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : pass.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border border-border p-6">
          <p>{T.loadFailed}</p>
          <p className="text-sm text-muted">{pass.error.message}</p>
          <Button variant="outline" onClick={() => pass.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <div className="space-y-8">
          <PassStatus pass={pass.data} />
          {pass.data.levels.length === 0 ? (
            <p className="rounded-xl border border-border p-6 text-muted">{T.empty}</p>
          ) : (
            <LevelList pass={pass.data} />
          )}
        </div>
      )}
    </Page>
  );
}
