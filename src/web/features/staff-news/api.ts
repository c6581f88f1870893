import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsImageUpload, NewsValues, StaffNewsItem, StaffNewsList } from '@/domain/news/news';
import { api } from '@/web/lib/api';

export type { StaffNewsItem };

const KEY = ['staff', 'news'] as const;

/** Every announcement, drafts too; live, so two staff members see each other's changes. */
export function useStaffNews() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<StaffNewsList>('/api/staff/news'),
    meta: { tables: ['news_posts'] },
  });
}

export type NewsChange =
  | { kind: 'create'; news: NewsValues }
  | { kind: 'edit'; id: string; news: NewsValues }
  | { kind: 'publish'; id: string; published: boolean }
  | { kind: 'discord'; id: string }
  | { kind: 'delete'; id: string };

const send = (change: NewsChange) => {
  const at = (id: string) => `/api/staff/news/${id}`;
  switch (change.kind) {
    case 'create':
      return api.post<StaffNewsItem>('/api/staff/news', change.news);
    case 'edit':
      return api.put<StaffNewsItem>(at(change.id), change.news);
    case 'publish':
      return api.put<StaffNewsItem>(`${at(change.id)}/published`, { published: change.published });
    case 'discord':
      return api.post<StaffNewsItem>(`${at(change.id)}/discord`);
    case 'delete':
      return api.delete<undefined>(at(change.id));
  }
};

/** A staff change; the list is read again at once (the change feed brings it to the other screens). */
export function useNewsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Uploads an image for the announcement being written; it is the announcement's once the form is saved. */
export function useUploadNewsImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<NewsImageUpload>('/api/staff/uploads/news-images', form);
    },
  });
}
