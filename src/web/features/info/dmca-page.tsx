import { DocumentPage } from './components/document-page';
import { DMCA_SECTIONS } from './content/dmca';

export default function DmcaPage() {
  return (
    <DocumentPage
      title="DMCA Notice"
      intro="How to report material on Cobble League that you believe infringes your copyright."
      sections={DMCA_SECTIONS}
    />
  );
}
