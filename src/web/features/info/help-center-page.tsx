import { Page } from '@/web/components/layout/page';

export default function HelpCenterPage() {
  return <Page title="Help Center" />;
}
