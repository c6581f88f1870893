import { Page } from '@/web/components/layout/page';

export default function GymLeadersPage() {
  return <Page title="Gym Leaders" />;
}
