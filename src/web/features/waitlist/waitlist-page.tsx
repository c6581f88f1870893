import { Page } from '@/web/components/layout/page';

export default function WaitlistPage() {
  return <Page title="Alpha Signup" />;
}
