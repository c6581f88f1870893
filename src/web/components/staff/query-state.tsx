import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Loading, error and empty states of a staff list, then the list itself. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div role="status" aria-label={`Loading ${label}`} className="space-y-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
        <p>
          Could not load {label}: {query.error instanceof Error ? query.error.message : 'unknown error'}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (isEmpty(query.data)) return <p className="rounded-lg border border-border p-6 text-center text-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}
