import { Page } from '@/web/components/layout/page';

export default function ReportPlayerPage() {
  return <Page title="Report Player" />;
}
