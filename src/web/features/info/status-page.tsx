import { Page } from '@/web/components/layout/page';

export default function StatusPage() {
  return <Page title="System Status" />;
}
