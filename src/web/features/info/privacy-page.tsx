import { Page } from '@/web/components/layout/page';

export default function PrivacyPage() {
  return <Page title="Privacy Policy" />;
}
