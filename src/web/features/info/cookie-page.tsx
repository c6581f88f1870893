import { Page } from '@/web/components/layout/page';

export default function CookiePage() {
  return <Page title="Cookie Policy" />;
}
