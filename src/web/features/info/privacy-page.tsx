import { DocumentPage } from './components/document-page';
import { PRIVACY_SECTIONS } from './content/privacy';

export default function PrivacyPage() {
  return (
    <DocumentPage
      title="Privacy Policy"
      intro="What this site stores about you, why, and what you can do about it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
