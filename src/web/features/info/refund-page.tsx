import { DocumentPage } from './components/document-page';
import { REFUND_SECTIONS } from './content/refund';

export default function RefundPage() {
  return (
    <DocumentPage
      title="Refund Policy"
      intro="When and how you can get your money back for a shop purchase."
      sections={REFUND_SECTIONS}
    />
  );
}
