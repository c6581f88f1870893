import { Page } from '@/web/components/layout/page';

export default function FoundersCupPage() {
  return <Page title="Founders' Cup #1" />;
}
