import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LadderPage } from '@/domain/leaderboard/ladder-pages';
import { LADDER_PAGE_SIZE, ladderPages } from '@/domain/leaderboard/ranking';
import { formatCount } from '@/domain/shared/numbers';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { useLadderPage, type Leaderboard } from './api';
import { useOwnRank } from '@/web/lib/own-rank';
import { ladderSearch, useLadderView } from './ladder-params';
import { TrainersTable, trainerRowId } from './trainers-table';

// The whole ladder on the trainers tab: a page of 100 at a time, a search by Minecraft name that opens the
// trainer's page with their row highlighted and focused, and "Jump to my position". Page 1 is the top 100 the
// leaderboards answer holds (prerendered, cached); other pages and searches are read one at a time.

function SearchForm({ q }: { q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="Trainers"
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const name = text.trim();
        void navigate({ search: ladderSearch(name ? { q: name } : { page: 1 }) }, { preventScrollReset: true });
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:max-w-xs">
        Find a trainer
        <input
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Minecraft name"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          className="h-10 rounded-md border border-border bg-surface px-3 text-sm"
        />
      </label>
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}

/** "Jump to my position", for a signed-in player whose linked account is rated. */
function JumpToMe() {
  const own = useOwnRank();
  if (own.data?.status !== 'rated') return null;
  return (
    <Button asChild variant="outline">
      <Link to={{ search: ladderSearch({ q: own.data.minecraftName }) }} preventScrollReset>
        Jump to my position
      </Link>
    </Button>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const step = (to: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className="rounded-md border border-border px-3 py-1.5 text-muted opacity-60">
        {text}
      </span>
    ) : (
      <Link
        to={{ search: ladderSearch({ page: to }) }}
        preventScrollReset
        aria-label={label}
        className="rounded-md border border-border px-3 py-1.5 hover:bg-surface-2"
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label="Ladder pages" className="flex flex-wrap items-center gap-2 text-sm">
      {step(1, 'First page', '« First', page <= 1)}
      {step(page - 1, 'Previous page', '‹ Previous', page <= 1)}
      <span className="px-2 font-medium" aria-current="page">
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      {step(page + 1, 'Next page', 'Next ›', page >= pages)}
      {step(pages, 'Last page', 'Last »', page >= pages)}
    </nav>
  );
}

/** What a screen reader is told when a search lands (and what everyone reads above the table). */
function searchOutcome(q: string, data: LadderPage): string {
  const found = data.found;
  if (!found) return `No trainer named “${q}”.`;
  const row = data.players.find((p) => p.uuid === found.uuid);
  return `Found ${found.name}${row ? ` at rank #${row.rank}` : ''}, page ${formatCount(data.page)} of ${formatCount(data.pages)}.`;
}

export function TrainersLadder({ top }: { top: Leaderboard['trainers'] }) {
  const { page, q } = useLadderView();
  const first = page === 1 && !q;
  const ladder = useLadderPage(page, q, !first);
  const data: LadderPage | undefined = first
    ? {
        totalPlayers: top.totalPlayers,
        page: 1,
        pageSize: LADDER_PAGE_SIZE,
        pages: ladderPages(top.totalPlayers),
        players: top.players,
        found: null,
      }
    : ladder.data;
  // Showing the answer to what the address asks, not the previous page kept while it loads.
  const current = first || (ladder.data !== undefined && !ladder.isPlaceholderData);
  const foundUuid = current && q ? data?.found?.uuid : undefined;
  const signedIn = Boolean(useAuth().user);

  // A search that lands moves the focus to the trainer's row, in view.
  const focused = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!foundUuid || focused.current === `${q}/${foundUuid}`) return;
    focused.current = `${q}/${foundUuid}`;
    const row = document.getElementById(trainerRowId(foundUuid));
    row?.focus({ preventScroll: true });
    row?.scrollIntoView({ block: 'center' });
  }, [foundUuid, q]);

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {/* A new search in the address (back, forward, a link) starts the field over with it. */}
      <SearchForm key={q} q={q} />
      {signedIn && <JumpToMe />}
    </div>
  );

  if (!data && ladder.error) {
    return (
      <>
        {toolbar}
        <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-5 text-danger">
          Error loading rankings: {ladder.error.message || 'Failed to fetch leaderboard'}
        </p>
      </>
    );
  }
  if (!data) {
    return (
      <>
        {toolbar}
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Loading rankings...
        </p>
      </>
    );
  }
  const from = (data.page - 1) * data.pageSize + 1;
  const pastEnd = data.players.length === 0 && data.totalPlayers > 0;
  return (
    <>
      {toolbar}
      <p role="status" className="mb-3 min-h-5 text-sm">
        {!current ? (
          <span className="flex items-center gap-2 text-muted">
            <Spinner /> Loading rankings...
          </span>
        ) : q ? (
          <span className={cn(!data.found && 'font-semibold text-danger')}>{searchOutcome(q, data)}</span>
        ) : null}
      </p>
      {ladder.error && (
        <p role="alert" className="mb-3 rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm text-danger">
          Error loading rankings: {ladder.error.message || 'Failed to fetch leaderboard'}
        </p>
      )}
      {pastEnd ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
          Page {formatCount(data.page)} is past the end of the ladder.{' '}
          <Link to={{ search: ladderSearch({ page: data.pages }) }} className="text-accent underline">
            Go to the last page ({formatCount(data.pages)})
          </Link>
        </p>
      ) : (
        <div aria-busy={!current || undefined}>
          <TrainersTable players={data.players} foundUuid={foundUuid} />
        </div>
      )}
      {data.totalPlayers > 0 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {pastEnd
              ? `${formatCount(data.totalPlayers)} ranked trainers.`
              : `Showing ${formatCount(from)}–${formatCount(from + data.players.length - 1)} of ${formatCount(data.totalPlayers)} ranked trainers.`}
          </p>
          {data.pages > 1 && <Pager page={data.page} pages={data.pages} />}
        </div>
      )}
    </>
  );
}
