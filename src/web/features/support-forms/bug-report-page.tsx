import { Page } from '@/web/components/layout/page';

export default function BugReportPage() {
  return <Page title="Bug Reports" />;
}
