import { Page } from '@/web/components/layout/page';

export default function WikiPage() {
  return <Page title="Player Wiki" />;
}
