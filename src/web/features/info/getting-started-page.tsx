import { DocumentPage } from './components/document-page';
import { GETTING_STARTED_SECTIONS } from './content/getting-started';

export default function GettingStartedPage() {
  return (
    <DocumentPage
      title="Getting Started Guide"
      intro="New to Cobble League? From your first login to your first badge in six steps."
      sections={GETTING_STARTED_SECTIONS}
    />
  );
}
