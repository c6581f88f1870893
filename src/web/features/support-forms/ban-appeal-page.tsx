import { Page } from '@/web/components/layout/page';

export default function BanAppealPage() {
  return <Page title="Ban Appeal" />;
}
