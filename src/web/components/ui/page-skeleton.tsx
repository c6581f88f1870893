import { Skeleton } from './skeleton';

/** What a page shows while its code loads: the shape of a page heading and body, in the page's width. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10" role="status">
      <span className="sr-only">Loading page</span>
      <Skeleton className="mb-3 h-9 w-64 max-w-full sm:h-10" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
