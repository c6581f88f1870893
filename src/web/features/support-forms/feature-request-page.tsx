import { Page } from '@/web/components/layout/page';

export default function FeatureRequestPage() {
  return <Page title="Feature Requests" />;
}
