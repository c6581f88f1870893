import { DocumentPage } from './components/document-page';
import { ACCESSIBILITY_SECTIONS } from './content/accessibility';

export default function AccessibilityPage() {
  return (
    <DocumentPage
      title="Accessibility"
      intro="Our aim is a website that every player can use, whatever their setup."
      sections={ACCESSIBILITY_SECTIONS}
    />
  );
}
