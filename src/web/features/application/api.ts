import { useQuery } from '@tanstack/react-query';
import type { ApplicationInput, ApplicationPrefill } from '@/domain/forms/application';
import { api, networkError, readAnswer } from '@/web/lib/api';

export const SUBMIT_PATH = '/api/uploads/gym-leader-applications';

export function usePrefill() {
  return useQuery({
    queryKey: ['application-prefill'],
    queryFn: () => api.get<ApplicationPrefill>('/api/applications/prefill'),
    staleTime: Infinity,
    meta: { tables: ['minecraft_accounts'] },
  });
}

export interface Submitted {
  id: string;
  uploads: { id: string; name: string }[];
}

/**
 * Sends the application and its files in one request. XMLHttpRequest (not fetch) because it tells
 * us when the files have finished uploading, so the button can say what is happening.
 */
export function postApplication(
  values: ApplicationInput,
  files: readonly File[],
  onUploaded: () => void,
): Promise<Submitted> {
  const body = new FormData();
  body.set('application', JSON.stringify(values));
  for (const f of files) body.append('files', f);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', SUBMIT_PATH);
    xhr.upload.addEventListener('load', onUploaded);
    xhr.addEventListener('load', () => {
      try {
        resolve(readAnswer<Submitted>(xhr.status, xhr.responseText));
      } catch (err) {
        reject(err);
      }
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.send(body);
  });
}
