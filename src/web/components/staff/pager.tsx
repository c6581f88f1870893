import { Button } from '@/web/components/ui/button';

/** Previous / next for the staff lists (pages of 50; the server says whether there is more). */
export function Pager({
  page,
  hasMore,
  onPage,
  label = 'Pages',
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted">Page {page}</span>
      <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
