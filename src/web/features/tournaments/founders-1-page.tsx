import { BracketScreen } from './bracket-view';

export default function Founders1Page() {
  return <BracketScreen />;
}
