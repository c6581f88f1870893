import { useQuery } from '@tanstack/react-query';
import type { NewsList } from '@/domain/news/news';
import { api } from '@/web/lib/api';
import { renderedWith } from '@/web/lib/page-data';

export type { NewsItem } from '@/domain/news/news';

const ADDRESS = '/api/news';

/** The published announcements, newest first: the server renders the news page with them, and staff changes come live. */
export function useNews() {
  return useQuery({
    queryKey: ['news'],
    queryFn: () => api.get<NewsList>(ADDRESS),
    ...renderedWith<NewsList>(ADDRESS),
    meta: { tables: ['news_posts'] },
  });
}
