import { SINGLE_ELIMINATION_BRACKET as SE } from '@/domain/tournaments/bracket-single-elimination';
import { BracketBoard, type BracketColumn } from '@/web/components/tournaments/bracket-board';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDoublesBracket } from './api';

// One column per round of the single elimination: Round of 16, Quarterfinals, Semifinals, Final.
const COLUMNS: BracketColumn[] = Object.entries(SE.roundNames).map(([round, title]) => ({
  title,
  rounds: [
    {
      round: Number(round),
      matches: SE.positions.filter((p) => p.round === Number(round)).map((p) => p.match),
    },
  ],
}));

/** The bracket beside the public teams, once registration has closed; live through the change feed. */
export function DoublesBracket() {
  const bracket = useDoublesBracket();
  return (
    <section aria-labelledby="doubles-bracket">
      <h2 id="doubles-bracket" className="mb-4 text-2xl font-bold">
        Bracket
      </h2>
      {bracket.isPending && <Skeleton className="h-64 w-full" />}
      {bracket.isError && (
        <p role="alert">The bracket could not be loaded. It will retry when the connection returns.</p>
      )}
      {bracket.data && <BracketBoard data={bracket.data} columns={COLUMNS} final={SE.final} level="h3" />}
    </section>
  );
}
