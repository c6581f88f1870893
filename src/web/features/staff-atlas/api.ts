import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AtlasImports } from '@/domain/spawn-atlas/staff';
import type { AtlasImportSummary } from '@/domain/spawn-atlas/views';
import { api } from '@/web/lib/api';

export function useAtlasImports() {
  return useQuery({
    queryKey: ['staff', 'spawn-atlas', 'imports'],
    queryFn: () => api.get<AtlasImports>('/api/staff/spawn-atlas/imports'),
    meta: { tables: ['spawn_atlas_imports'] },
  });
}

export function useUploadDatapack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('datapack', file);
      return api.post<AtlasImportSummary>('/api/staff/uploads/spawn-atlas', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'spawn-atlas'] }),
  });
}
