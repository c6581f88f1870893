import { Page } from '@/web/components/layout/page';

export default function GettingStartedPage() {
  return <Page title="Getting Started Guide" />;
}
