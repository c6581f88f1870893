import { Page } from '@/web/components/layout/page';

export default function CommunityPage() {
  return <Page title="Community" />;
}
