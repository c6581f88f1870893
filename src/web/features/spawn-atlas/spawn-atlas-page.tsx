import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { AlertTriangle, Search } from 'lucide-react';
import { ATLAS_MESSAGES, CATEGORY_FILTERS, showingText } from '@/domain/spawn-atlas/categories';
import { filterAtlas } from '@/domain/spawn-atlas/search';
import { Page } from '@/web/components/layout/page';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSpawnAtlas, type AtlasEntry } from './api';
import { AtlasCard, AtlasCardSkeleton } from './atlas-card';
import { useAtlasParams } from './use-atlas-params';

// The details dialog (and its Radix code) loads on the first opened card, keeping the page's first script small.
const AtlasDialog = lazy(() => import('./atlas-dialog'));
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function Results({ onOpen }: { onOpen: (e: AtlasEntry) => void }) {
  const { data, isPending, error } = useSpawnAtlas();
  const { query, selected } = useAtlasParams();
  const shown = useMemo(() => (data ? filterAtlas(data.entries, query, selected) : []), [data, query, selected]);
  if (isPending)
    return (
      <div role="status">
        <span className="sr-only">Loading the spawn atlas</span>
        <Skeleton className="mb-4 h-5 w-48" />
        <div className={GRID}>
          {Array.from({ length: 9 }, (_, i) => (
            <AtlasCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  if (error || !data)
    return (
      <Card role="alert" className="mx-auto max-w-lg p-8 text-center">
        <AlertTriangle className="mx-auto mb-3 h-10 w-10 text-danger" aria-hidden="true" />
        <h2 className="text-xl font-bold">Failed to Load the Spawn Atlas</h2>
        <p className="mt-2 text-sm text-muted">{error?.message || 'Please try again later.'}</p>
      </Card>
    );
  return (
    <>
      <p className="mb-4 h-5 text-sm text-muted" role="status" data-testid="atlas-count">
        {showingText(shown.length, data.entries.length)}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted">
          {ATLAS_MESSAGES.empty}
        </p>
      ) : (
        <ul className={GRID} aria-label="Pokémon">
          {/* A card is laid out once it comes near the view (decision 024); until then it holds its fixed height. */}
          {shown.map((e) => (
            <li key={e.id} className="[contain-intrinsic-size:auto_15rem] [content-visibility:auto]">
              <AtlasCard entry={e} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function SpawnAtlasPage() {
  const { query, selected, setQuery, toggle } = useAtlasParams();
  const [open, setOpen] = useState<AtlasEntry | null>(null);
  // The card's button, focused again when its dialog closes (the dialog unmounts before it could).
  const trigger = useRef<HTMLElement | null>(null);
  const openEntry = useCallback((entry: AtlasEntry) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(entry);
  }, []);
  const close = () => {
    setOpen(null);
    setTimeout(() => trigger.current?.focus());
  };
  return (
    <Page title="Spawn Atlas" hideHeading>
      <section className="mb-8 rounded-2xl border border-border bg-surface p-6 sm:p-10" aria-labelledby="atlas-title">
        <h1 id="atlas-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Spawn Atlas
        </h1>
        <p className="mt-2 max-w-3xl text-muted">
          Where and when the server&apos;s Legendary, Paradox and Ultra Beast Pokémon spawn: biomes, time, weather,
          altitude, light and everything else their spawn conditions ask for.
        </p>
        <div className="relative mt-6 max-w-xl">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label="Search Pokémon or biome"
            placeholder={ATLAS_MESSAGES.placeholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={100}
            className="h-11 w-full rounded-lg border border-border bg-background pl-9 pr-3 text-base placeholder:text-muted focus:border-primary focus:outline-none"
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Categories">
          {CATEGORY_FILTERS.map((f) => {
            const on = selected.includes(f.category);
            return (
              <button
                key={f.param}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(f.category)}
                className={`h-9 rounded-full border px-4 text-sm font-semibold transition-colors ${on ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface-2 text-foreground hover:border-primary'}`}
              >
                {f.label}
              </button>
            );
          })}
        </div>
      </section>
      <Results onOpen={openEntry} />
      {open && (
        <Suspense fallback={null}>
          <AtlasDialog entry={open} onClose={close} />
        </Suspense>
      )}
      <footer className="mt-10 border-t border-border pt-4 text-center text-sm text-muted">
        Data sourced from the server&apos;s own spawn files · {ATLAS_MESSAGES.version}
      </footer>
    </Page>
  );
}
