import { Page } from '@/web/components/layout/page';

export default function EventsPage() {
  return <Page title="Events" />;
}
