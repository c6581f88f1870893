import { Page } from '@/web/components/layout/page';

export default function SpawnAtlasPage() {
  return <Page title="Spawn Atlas" />;
}
