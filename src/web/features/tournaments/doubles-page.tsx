import { Page } from '@/web/components/layout/page';

export default function DoublesPage() {
  return <Page title="Mid-Season Doubles Showdown" />;
}
