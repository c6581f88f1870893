import { Page } from '@/web/components/layout/page';

export default function ShopPage() {
  return <Page title="Shop" />;
}
