import { Page } from '@/web/components/layout/page';

export default function DmcaPage() {
  return <Page title="DMCA Notice" />;
}
