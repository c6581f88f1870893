import { Page } from '@/web/components/layout/page';

export default function TermsPage() {
  return <Page title="Terms of Service" />;
}
