import { Page } from '@/web/components/layout/page';

export default function HomePage() {
  return <Page title="Home" />;
}
