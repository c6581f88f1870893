import { Page } from '@/web/components/layout/page';

export default function CareersPage() {
  return <Page title="Join Our Team" />;
}
