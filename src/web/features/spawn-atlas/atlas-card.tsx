import { memo } from 'react';
import { cardBiomes } from '@/domain/spawn-atlas/search';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { AtlasEntry } from './api';
import { Stars } from './stars';

// Every card has the same height (the lore is clamped), so the skeletons hold exactly the room the cards take.
const CARD = 'relative flex h-60 flex-col gap-2 rounded-xl border border-border bg-surface p-4';

/**
 * A species card; its name is the button that opens the details, stretched over the whole card. Memoized: the
 * list renders a hundred of them, and a change elsewhere on the page need not render them again.
 */
export const AtlasCard = memo(function AtlasCard({
  entry,
  onOpen,
}: {
  entry: AtlasEntry;
  onOpen: (entry: AtlasEntry) => void;
}) {
  const { shown, more } = cardBiomes(entry.biomeGroups);
  return (
    <article
      className={`${CARD} transition-colors focus-within:border-primary hover:border-primary`}
      data-testid="atlas-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-bold leading-tight">
          <button
            type="button"
            onClick={() => onOpen(entry)}
            aria-haspopup="dialog"
            className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {entry.name}
          </button>
        </h2>
        <Badge variant="secondary">{entry.category}</Badge>
      </div>
      <div className="flex items-center justify-between text-sm">
        <Stars count={entry.stars} />
        <span className="text-muted">Lv. {entry.level}</span>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label="Biome groups">
        {shown.map((g) => (
          <li key={g}>
            <Badge variant="outline">{g}</Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge variant="outline" aria-label={`and ${more} more`}>
              +{more}
            </Badge>
          </li>
        )}
      </ul>
      <p className="line-clamp-3 text-sm text-muted">{entry.lore}</p>
    </article>
  );
});

export function AtlasCardSkeleton() {
  return (
    <div className={CARD} aria-hidden="true" data-testid="atlas-skeleton">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
