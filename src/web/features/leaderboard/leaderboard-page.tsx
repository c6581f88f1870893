import { Page } from '@/web/components/layout/page';

export default function LeaderboardPage() {
  return <Page title="Leaderboards" />;
}
