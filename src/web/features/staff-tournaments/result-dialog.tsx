import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import type { BracketMatchView } from '@/domain/tournaments/registration';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Label, Select } from '@/web/components/ui/form-controls';
import { useTournamentAction } from './api';

type Outcome = 'played' | 'forfeit' | 'no_show';

/** Report or correct one match: a best-of-3 score, or a forfeit or no-show with the side that goes on. */
export function ResultDialog({
  match,
  names,
  onClose,
}: {
  match: BracketMatchView | null;
  names: [string, string];
  onClose: () => void;
}) {
  const action = useTournamentAction();
  const [outcome, setOutcome] = useState<Outcome>('played');
  const [g1, setG1] = useState(2);
  const [g2, setG2] = useState(0);
  const [side, setSide] = useState<1 | 2>(1);
  if (!match) return null;
  const position = { round: match.roundNumber, match: match.matchNumber };
  const save = () =>
    action.mutate(
      outcome === 'played'
        ? { path: '/matches/result', body: { ...position, gamesP1: g1, gamesP2: g2 } }
        : { path: '/matches/forfeit', body: { ...position, outcome, winnerSide: side } },
      {
        onSuccess: () => {
          toast.success('Result saved');
          onClose();
        },
      },
    );
  const games = (label: string, value: number, set: (n: number) => void, id: string) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => set(Number(e.target.value))}>
        {[0, 1, 2].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          Result: round {match.roundNumber}, match {match.matchNumber}
        </DialogTitle>
        <DialogDescription>
          {names[0]} vs {names[1]}. A saved result moves the winner on; correcting it resets the matches it fed.
        </DialogDescription>
        <div className="mt-4 space-y-3">
          <div className="space-y-1">
            <Label htmlFor="result-outcome">Outcome</Label>
            <Select id="result-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
              <option value="played">Played</option>
              <option value="forfeit">Forfeit</option>
              <option value="no_show">No-show</option>
            </Select>
          </div>
          {outcome === 'played' ? (
            <div className="grid grid-cols-2 gap-3">
              {games(`Games won by ${names[0]}`, g1, setG1, 'result-g1')}
              {games(`Games won by ${names[1]}`, g2, setG2, 'result-g2')}
            </div>
          ) : (
            <div className="space-y-1">
              <Label htmlFor="result-winner">Goes on</Label>
              <Select id="result-winner" value={side} onChange={(e) => setSide(Number(e.target.value) as 1 | 2)}>
                <option value={1}>{names[0]}</option>
                <option value={2}>{names[1]}</option>
              </Select>
            </div>
          )}
          {action.error && (
            <p role="alert" className="text-sm text-danger">
              {action.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={action.isPending} onClick={save}>
              Save result
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
