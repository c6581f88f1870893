import { Page } from '@/web/components/layout/page';

export default function BracketPage() {
  return <Page title="Founders' Cup #1 Bracket" />;
}
