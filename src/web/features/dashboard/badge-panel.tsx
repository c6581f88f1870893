import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { LEADER_BADGE_TEXTS as T, type LeaderBadges } from '@/domain/battle-reports/leader-badges';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError, api } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';

const KEY = ['dashboard', 'badges'] as const;

/** The leader awards their badge to challengers who beat them in a gym battle this season. Live. */
export function BadgePanel() {
  const client = useQueryClient();
  const badges = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<LeaderBadges>('/api/dashboard/badges'),
    meta: { tables: ['matches', 'badge_awards'] },
  });
  const award = useMutation({
    mutationFn: (playerUuid: string) => api.post('/api/dashboard/badges', { playerUuid }),
    onSuccess: () => toast.success(T.awarded),
    onError: (err) => toast.error(err instanceof ApiError ? err.message : T.loadFailed),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <Card data-testid="badge-panel">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Award className="h-5 w-5 text-accent" aria-hidden="true" />
          {T.heading}
          {badges.data && <span className="text-sm font-normal text-muted">({badges.data.badgeName})</span>}
        </CardTitle>
        <CardDescription>{T.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        {badges.isPending ? (
          <div role="status" aria-label="Loading your challengers">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : badges.isError ? (
          <div role="alert" className="space-y-2">
            <p>{T.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => badges.refetch()}>
              Try again
            </Button>
          </div>
        ) : badges.data.candidates.length === 0 ? (
          <p className="text-muted">{T.empty}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Challengers who beat you">
            {badges.data.candidates.map((c) => (
              <li
                key={c.uuid}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="badge-candidate"
              >
                <span className="font-medium">{c.name}</span>
                {c.holdsBadge ? (
                  <span className="text-sm text-success">{T.held}</span>
                ) : (
                  <Button
                    size="sm"
                    aria-label={`${T.award}: ${c.name}`}
                    loading={award.isPending && award.variables === c.uuid}
                    disabled={award.isPending}
                    onClick={() => award.mutate(c.uuid)}
                  >
                    {T.award}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
