import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { BattlePassReward, BattlePassTrack } from '@/domain/battle-pass/rewards';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { useStaffBattlePass } from './api';
import { RewardForm } from './reward-form';

interface Editing {
  level: number;
  track: BattlePassTrack;
  reward: BattlePassReward;
}

/** Staff set the current season's rewards, one level and track at a time; claims made keep what they got. */
export default function StaffBattlePass() {
  const pass = useStaffBattlePass();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <StaffPage
      title="Battle pass"
      description="The current season's 30 levels. A reward not changed here is the league's own; a change applies to claims from now on."
    >
      <QueryState query={pass} label="the battle pass" empty="No levels." isEmpty={(d) => d.levels.length === 0}>
        {(data) => (
          <ol className="space-y-2" aria-label={`${data.season.name} battle pass`}>
            {data.levels.map((l) => (
              <li key={l.level} className="grid gap-2 rounded-lg border border-border p-3 md:grid-cols-[6rem_1fr_1fr]">
                <span className="font-bold">Level {l.level}</span>
                {(['free', 'premium'] as const).map((track) => (
                  <div key={track} className="flex items-center gap-2" data-testid={`staff-reward-${l.level}-${track}`}>
                    <span className="min-w-0 flex-1">
                      <span className="block text-xs uppercase text-muted">{track}</span>
                      {l[track].data.display_name} <span className="text-xs text-muted">({l[track].type})</span>
                    </span>
                    {l.edited.includes(track) && <Badge variant="outline">Changed</Badge>}
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit level ${l.level} ${track} reward`}
                      onClick={() => setEditing({ level: l.level, track, reward: l[track] })}
                    >
                      <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                      Edit
                    </Button>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <Dialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          {editing && (
            <>
              <DialogTitle>
                Level {editing.level} {editing.track} reward
              </DialogTitle>
              <DialogDescription>
                Items and Pokémon go to the player in game; a command runs on the console.
              </DialogDescription>
              <RewardForm {...editing} onDone={() => setEditing(null)} />
            </>
          )}
        </DialogContent>
      </Dialog>
    </StaffPage>
  );
}
