import { Page } from '@/web/components/layout/page';

export default function VotePage() {
  return <Page title="Vote for Us" />;
}
