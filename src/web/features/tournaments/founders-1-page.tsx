import { Page } from '@/web/components/layout/page';

export default function Founders1Page() {
  return <Page title="Founders' Cup #1 Bracket" />;
}
