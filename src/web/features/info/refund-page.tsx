import { Page } from '@/web/components/layout/page';

export default function RefundPage() {
  return <Page title="Refund Policy" />;
}
