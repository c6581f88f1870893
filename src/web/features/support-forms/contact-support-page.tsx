import { Page } from '@/web/components/layout/page';

export default function ContactSupportPage() {
  return <Page title="Contact Support" />;
}
