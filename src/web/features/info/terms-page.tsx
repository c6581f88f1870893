import { DocumentPage } from './components/document-page';
import { TERMS_SECTIONS } from './content/terms';

export default function TermsPage() {
  return (
    <DocumentPage
      title="Terms of Service"
      intro="The rules of the road for using the Cobble League website, server and shop."
      sections={TERMS_SECTIONS}
    />
  );
}
