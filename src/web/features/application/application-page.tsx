import { Page } from '@/web/components/layout/page';

export default function ApplicationPage() {
  return <Page title="Gym Leader Application" />;
}
