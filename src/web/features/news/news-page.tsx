import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useNews } from './api';
import { NewsArticle } from './news-article';

/** The league's announcements, newest first, as staff publish them (public; the server renders it with them). */
export default function NewsPage() {
  const news = useNews();
  return (
    <Page title="News" className="max-w-3xl">
      <p className="mb-8 text-muted">Announcements from the league staff, newest first.</p>
      {news.isPending ? (
        <div role="status" aria-label="Loading news" className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : news.isError ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-5">
          <p>Could not load the news: {news.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void news.refetch()}>
            Try again
          </Button>
        </div>
      ) : news.data.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
          No announcements yet. Check back soon.
        </p>
      ) : (
        <div className="space-y-6">
          {news.data.posts.map((n) => (
            <NewsArticle key={n.id} news={n} />
          ))}
        </div>
      )}
    </Page>
  );
}
