import { DocumentPage } from './components/document-page';
import { SERVER_RULES_SECTIONS } from './content/server-rules';

export default function ServerRulesPage() {
  return (
    <DocumentPage
      title="Server Rules"
      intro="These rules apply in game, on this website and in our Discord. Playing on Cobble League means you agree to them."
      sections={SERVER_RULES_SECTIONS}
    />
  );
}
