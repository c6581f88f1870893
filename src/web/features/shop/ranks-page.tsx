import { Page } from '@/web/components/layout/page';

export default function RanksPage() {
  return <Page title="Ranks" />;
}
