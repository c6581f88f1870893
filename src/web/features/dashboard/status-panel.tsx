import { useState } from 'react';
import { Radio } from 'lucide-react';
import { LEADER_STATUS_TEXT as T } from '@/domain/dashboard/leader-status';
import { GYM_LEADER_STATUSES, type GymLeaderStatus } from '@/domain/shared/elements';
import { LEADER_STATUS_LABEL, LeaderStatus } from '@/web/components/game/leader-status';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label, Select } from '@/web/components/ui/form-controls';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { useOwnStatus, useSetStatus } from './tools-api';

/** The leader sets Live, Busy or Away; a game server's fresh report wins, which the panel says plainly. */
export function StatusPanel({ leaderId }: { leaderId: string }) {
  const status = useOwnStatus();
  const save = useSetStatus(leaderId);
  const [choice, setChoice] = useState<GymLeaderStatus | null>(null);
  const value = choice ?? status.data?.own ?? status.data?.shown ?? 'offline';
  return (
    <Card data-testid="status-panel">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Radio className="h-5 w-5 text-accent" aria-hidden="true" />
          {T.title}
        </CardTitle>
        {status.data && <CardDescription>{status.data.reportedUntil ? T.reported : T.own}</CardDescription>}
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-danger">
            {status.error.message}
          </p>
        ) : (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(value, {
                onSuccess: () => toast.success(T.saved),
                onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Could not save your status.'),
              });
            }}
          >
            <p className="w-full text-sm">
              Players see: <LeaderStatus status={status.data.shown} className="text-sm" />
            </p>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="own-status">Set your status</Label>
              <Select id="own-status" value={value} onChange={(e) => setChoice(e.target.value as GymLeaderStatus)}>
                {GYM_LEADER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEADER_STATUS_LABEL[s]}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" loading={save.isPending}>
              Save status
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
