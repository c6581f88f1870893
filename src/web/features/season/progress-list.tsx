import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAX_PROGRESS_SEARCH } from '@/domain/season/progress';
import type { Element } from '@/domain/shared/elements';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input, Label } from '@/web/components/ui/form-controls';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/auth';
import { useOwnProgress, useSeasonProgress } from './api';
import { ProgressRowCard } from './progress-row';

/** The signed-in player's row, pinned above everyone else's. */
function OwnRow({ season, elements }: { season: number; elements: readonly Element[] }) {
  const { user } = useAuth();
  const own = useOwnProgress(season, Boolean(user));
  if (!user || !own.data) return null;
  if (!own.data.row) {
    return (
      <p
        className="mb-4 rounded-xl border border-dashed border-border p-4 text-sm text-muted"
        data-testid="own-progress"
      >
        {own.data.linked
          ? 'You have no badges this season yet. Beat a gym leader in game to earn your first.'
          : 'Link your Minecraft account to see your own progress here.'}
      </p>
    );
  }
  return (
    <ul className="mb-4" aria-label="Your progress">
      <ProgressRowCard row={own.data.row} elements={elements} own />
    </ul>
  );
}

/** Waits until typing pauses, so each keystroke does not ask the server. */
function useDebounced(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ProgressList({ season, elements }: { season: number; elements: readonly Element[] }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const progress = useSeasonProgress(season, search);
  const pages = progress.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.players);
  return (
    <div>
      <div className="mb-4 flex flex-col gap-1 sm:max-w-sm">
        <Label htmlFor="progress-search">Search players</Label>
        <Input
          id="progress-search"
          type="search"
          placeholder="Minecraft name"
          maxLength={MAX_PROGRESS_SEARCH}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <OwnRow season={season} elements={elements} />
      {progress.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading badge progress</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" data-testid="progress-skeleton" />
          ))}
        </div>
      ) : progress.isError && rows.length === 0 ? (
        <Card role="alert" className="mx-auto max-w-lg p-8 text-center">
          <AlertTriangle className="mx-auto mb-3 h-10 w-10 text-danger" aria-hidden="true" />
          <h3 className="text-xl font-bold">Failed to Load Badge Progress</h3>
          <p className="mt-2 text-sm text-muted">{progress.error.message}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void progress.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
          {search ? `No players match "${search}".` : 'No badges earned yet this season. Be the first!'}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Badge progress" aria-busy={progress.isFetching}>
            {rows.map((row) => (
              <ProgressRowCard key={row.uuid} row={row} elements={pages[0]!.season.elements} />
            ))}
          </ul>
          {progress.hasNextPage && (
            <div className="mt-6 text-center">
              <Button
                variant="secondary"
                loading={progress.isFetchingNextPage}
                onClick={() => void progress.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
