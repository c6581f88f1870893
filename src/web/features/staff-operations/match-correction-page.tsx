import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { Input, Label, Select, Textarea } from '@/web/components/ui/form-controls';
import { useMatchCorrection, type FoundMatch } from './api';
import { describeMatch, MatchSearchPanel } from './match-search';

type Result = 'leader_won' | 'challenger_won' | 'voided';
const RESULTS: Record<Result, string> = {
  leader_won: 'The leader won',
  challenger_won: 'The challenger won',
  voided: 'Void the match',
};

/** Void a match or change its winner; every rating it touches is recomputed. */
export default function MatchCorrectionPage() {
  const [id, setId] = useState('');
  const [picked, setPicked] = useState<FoundMatch | null>(null);
  const [result, setResult] = useState<Result>('voided');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const correct = useMatchCorrection();
  return (
    <StaffPage title="Match correction" description="Ratings are replayed from the corrected match onwards.">
      <MatchSearchPanel
        picked={picked?.id ?? null}
        onPick={(m) => {
          setPicked(m);
          setId(m.id);
        }}
      />
      <h2 className="mb-3 text-lg font-bold">Correct the result</h2>
      {picked && picked.id === id.trim() && <p className="mb-3 text-sm">Selected: {describeMatch(picked)}</p>}
      <form
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <div>
          <Label htmlFor="match-id">Match id</Label>
          <Input id="match-id" required maxLength={128} value={id} onChange={(e) => setId(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="match-result">Correct result</Label>
          <Select id="match-result" value={result} onChange={(e) => setResult(e.target.value as Result)}>
            {Object.entries(RESULTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="match-reason">Reason (kept in the audit log)</Label>
          <Textarea
            id="match-reason"
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button type="submit" className="self-start" disabled={!id.trim()}>
          Correct match
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) correct.reset();
        }}
        title="Correct this match?"
        confirm="Correct match"
        danger
        pending={correct.isPending}
        error={correct.error?.message}
        onConfirm={() =>
          correct.mutate(
            { id: id.trim(), result, reason: reason.trim() },
            {
              onSuccess: (r) => {
                toast.success('Match corrected', { description: `${r.replayed_matches} later match(es) replayed.` });
                setConfirming(false);
              },
            },
          )
        }
      >
        <p>
          {RESULTS[result]} for {picked && picked.id === id.trim() ? describeMatch(picked) : `match ${id.trim()}`}. Both
          players&apos; ratings, and those of everyone they played since, are recomputed.
        </p>
      </ConfirmDialog>
    </StaffPage>
  );
}
