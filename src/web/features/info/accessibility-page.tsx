import { Page } from '@/web/components/layout/page';

export default function AccessibilityPage() {
  return <Page title="Accessibility" />;
}
