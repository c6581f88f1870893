import { DocumentPage } from './components/document-page';
import { COOKIE_SECTIONS } from './content/cookies';

export default function CookiePage() {
  return (
    <DocumentPage
      title="Cookie Policy"
      intro="We only use what the site needs to work: no tracking, no advertising."
      sections={COOKIE_SECTIONS}
    />
  );
}
