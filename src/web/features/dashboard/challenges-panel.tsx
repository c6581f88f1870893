import { Swords } from 'lucide-react';
import type { ChallengeView } from '@/domain/challenges/challenges';
import { timeAgo } from '@/domain/shared/time-ago';
import { TrainerLink } from '@/web/components/trainer-link';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { useAnswerChallenge, useReceivedChallenges } from './tools-api';

const STATUS_LABEL: Record<ChallengeView['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Who challenged the leader: pending challenges to accept or decline, then the latest answered. Live. */
export function ChallengesPanel() {
  const challenges = useReceivedChallenges();
  const answer = useAnswerChallenge();
  const reply = (id: string, value: 'accept' | 'decline') =>
    answer.mutate(
      { id, answer: value },
      {
        onSuccess: (c) =>
          toast.success(`Challenge from ${c.challenger.minecraftName} ${STATUS_LABEL[c.status].toLowerCase()}.`),
        onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Could not answer the challenge.'),
      },
    );
  return (
    <Card data-testid="challenges-panel">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Swords className="h-5 w-5 text-accent" aria-hidden="true" />
          Challenges
        </CardTitle>
        <CardDescription>Players who challenged you. Accepting tells them how to meet you in game.</CardDescription>
      </CardHeader>
      <CardContent>
        {challenges.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : challenges.isError ? (
          <p role="alert" className="text-danger">
            {challenges.error.message}
          </p>
        ) : challenges.data.challenges.length === 0 ? (
          <p className="text-muted">No one has challenged you yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {challenges.data.challenges.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="challenge-row">
                <TrainerLink name={c.challenger.minecraftName} className="font-semibold" />
                <span className="text-xs text-muted">{timeAgo(c.createdAt)}</span>
                <Badge variant={c.status === 'pending' ? 'default' : 'secondary'}>{STATUS_LABEL[c.status]}</Badge>
                {c.status === 'pending' && (
                  <span className="ml-auto flex gap-2">
                    <Button size="sm" onClick={() => reply(c.id, 'accept')} disabled={answer.isPending}>
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => reply(c.id, 'decline')}
                      disabled={answer.isPending}
                    >
                      Decline
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
