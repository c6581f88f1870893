import { BracketScreen } from './bracket-view';

export default function BracketPage() {
  return <BracketScreen />;
}
