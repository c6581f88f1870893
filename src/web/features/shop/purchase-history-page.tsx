import { Page } from '@/web/components/layout/page';

export default function PurchaseHistoryPage() {
  return <Page title="Purchase History" />;
}
