import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHALLENGE_TEXT as T, type ChallengeList, type ChallengeView } from '@/domain/challenges/challenges';
import { SignInGate } from '@/web/components/sign-in-gate';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';

const KEY = ['challenges', 'sent'] as const;

function Answer({ challenge, name }: { challenge: ChallengeView; name: string }) {
  if (challenge.status === 'pending') return <p role="status">{T.pending(name)}</p>;
  if (challenge.status === 'declined') return <p role="status">{T.declined(name)}</p>;
  return (
    <div role="status" className="rounded-lg border border-success/50 bg-success/10 p-3">
      <p className="font-semibold text-success">{T.accepted(name)}</p>
      <p className="mt-1 text-sm">{challenge.instructions}</p>
    </div>
  );
}

/** The signed-in player's challenge to this leader: send it, then see the answer live. */
function Challenge({ leader }: { leader: { id: string; displayName: string } }) {
  const client = useQueryClient();
  const sent = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<ChallengeList>('/api/challenges/sent'),
    meta: { tables: ['gym_challenges'] },
  });
  const send = useMutation({
    mutationFn: () => api.post<ChallengeView>(`/api/gym-leaders/${leader.id}/challenges`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  if (sent.isPending) return <Skeleton className="h-16 w-full" />;
  if (sent.isError)
    return (
      <p role="alert" className="text-danger">
        {sent.error.message}
      </p>
    );
  const latest = sent.data.challenges.find((c) => c.leader.id === leader.id);
  return (
    <div className="flex flex-col gap-3">
      {latest && <Answer challenge={latest} name={leader.displayName} />}
      {latest?.status !== 'pending' && (
        <Button className="self-start" loading={send.isPending} onClick={() => send.mutate()}>
          Send challenge
        </Button>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-danger">
          {send.error.message}
        </p>
      )}
    </div>
  );
}

export default function ChallengeDialog({
  leader,
  onClose,
}: {
  leader: { id: string; displayName: string };
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="challenge-dialog">
        <DialogTitle>Challenge {leader.displayName}</DialogTitle>
        <DialogDescription>
          {leader.displayName} accepts or declines; once accepted you will see how to meet them in game.
        </DialogDescription>
        <div className="mt-4">
          <SignInGate message={T.signIn}>
            <Challenge leader={leader} />
          </SignInGate>
        </div>
      </DialogContent>
    </Dialog>
  );
}
