import { Page } from '@/web/components/layout/page';

export default function DashboardPage() {
  return <Page title="Gym Leader Dashboard" />;
}
