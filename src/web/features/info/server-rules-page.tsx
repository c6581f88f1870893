import { Page } from '@/web/components/layout/page';

export default function ServerRulesPage() {
  return <Page title="Server Rules" />;
}
