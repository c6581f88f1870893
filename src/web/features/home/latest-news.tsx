import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HOME_NEWS_COUNT } from '@/domain/news/limits';
import type { NewsList } from '@/domain/news/news';
import { leagueDate } from '@/domain/shared/league-time';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';

/** The same cached list the news page reads (/api/news), live. */
function useLatestNews() {
  return useQuery({
    queryKey: ['news'],
    queryFn: () => api.get<NewsList>('/api/news'),
    meta: { tables: ['news_posts'] },
  });
}

const ROW = 'h-[4.5rem]';

/**
 * The newest announcements, a small section at the foot of the home page. Its box has the height of three rows in
 * every state (loading, empty, error, one to three announcements), so nothing moves when the list arrives.
 */
export function LatestNews() {
  const news = useLatestNews();
  const posts = news.data?.posts.slice(0, HOME_NEWS_COUNT) ?? [];
  return (
    <section aria-labelledby="latest-news" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="latest-news" className="text-2xl font-extrabold">
          Latest news
        </h2>
        <Link to="/news" className="text-sm font-semibold text-accent hover:underline">
          All news
        </Link>
      </div>
      <div
        className="h-[16.25rem] overflow-hidden rounded-xl border border-border bg-surface p-3"
        data-testid="latest-news"
      >
        {news.isPending ? (
          <div role="status" aria-label="Loading news" className="space-y-2">
            {Array.from({ length: HOME_NEWS_COUNT }, (_, i) => (
              <Skeleton key={i} className={ROW} />
            ))}
          </div>
        ) : news.isError ? (
          <p role="alert" className="flex h-full items-center justify-center text-center text-muted">
            Could not load the news. It is on the news page.
          </p>
        ) : posts.length === 0 ? (
          <p className="flex h-full items-center justify-center text-center text-muted">No announcements yet.</p>
        ) : (
          <ul className="space-y-2">
            {posts.map((n) => (
              <li key={n.id} className={`${ROW} overflow-hidden rounded-lg bg-background/60 px-3 py-2`}>
                <Link to={`/news#${n.id}`} className="block truncate font-semibold hover:underline">
                  {n.title}
                </Link>
                <p className="truncate text-sm text-muted">
                  <time dateTime={n.publishedAt}>{leagueDate(n.publishedAt)}</time>
                  {n.excerpt ? ` · ${n.excerpt}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
