import { Page } from '@/web/components/layout/page';

export default function SeasonPage() {
  return <Page title="Season 1" />;
}
