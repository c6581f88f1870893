import { useQuery } from '@tanstack/react-query';
import type { SpawnAtlas } from '@/domain/spawn-atlas/views';
import { api } from '@/web/lib/api';

export type { AtlasEntry, SpawnAtlas } from '@/domain/spawn-atlas/views';

export function useSpawnAtlas() {
  return useQuery({
    queryKey: ['spawn-atlas'],
    queryFn: () => api.get<SpawnAtlas>('/api/spawn-atlas'),
    // Each import adds a row here; the entries change in the same transaction.
    meta: { tables: ['spawn_atlas_imports'] },
  });
}
