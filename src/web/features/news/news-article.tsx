import { leagueDate } from '@/domain/shared/league-time';
import type { NewsItem } from './api';

/** The rendered text's elements styled as prose (the server sends only p, br, ul, li, h3, strong, em, code, a). */
const PROSE =
  'space-y-3 leading-relaxed text-foreground/90 [&_a]:text-accent [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_h3]:text-lg [&_h3]:font-bold [&_li]:ml-5 [&_ul]:list-disc';

/** One announcement. Its text is HTML the server built from escaped text (src/domain/news/markdown.ts), never staff's HTML. */
export function NewsArticle({ news }: { news: NewsItem }) {
  const headingId = `news-${news.id}-title`;
  return (
    <article
      id={news.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-border bg-surface p-5"
      data-testid="news-article"
    >
      <h2 id={headingId} className="text-xl font-extrabold">
        {news.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={news.publishedAt}>{leagueDate(news.publishedAt)}</time>
      </p>
      {news.image && (
        // Its size is in the HTML, so the page keeps the image's room before it arrives (no layout shift).
        <img
          src={news.image.url}
          width={news.image.width}
          height={news.image.height}
          alt={news.image.alt}
          loading="lazy"
          decoding="async"
          className="mt-4 h-auto max-w-full rounded-lg"
        />
      )}
      <div className={`mt-4 ${PROSE}`} dangerouslySetInnerHTML={{ __html: news.html }} />
    </article>
  );
}
