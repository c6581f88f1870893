import { Page } from '@/web/components/layout/page';

export default function SuccessPage() {
  return <Page title="Payment Successful" />;
}
