import { useQuery } from '@tanstack/react-query';
import { LEADER_TEAM_TEXT, type LeaderTeamView } from '@/domain/dashboard/leader-team';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';

/** A leader's published team (live: a newly published team shows at once). */
export default function LoadoutDialog({
  leader,
  onClose,
}: {
  leader: { id: string; displayName: string };
  onClose: () => void;
}) {
  const team = useQuery({
    queryKey: ['loadout', leader.id],
    queryFn: () => api.get<LeaderTeamView>(`/api/gym-leaders/${leader.id}/team`),
    meta: { tables: ['gym_leader_teams'] },
  });
  const members = team.data?.team?.members ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="loadout-dialog">
        <DialogTitle>{leader.displayName}'s loadout</DialogTitle>
        <DialogDescription>The team {leader.displayName} published for their gym.</DialogDescription>
        <div className="mt-4">
          {team.isPending ? (
            <div role="status" aria-label="Loading the team">
              <Skeleton className="h-32 w-full" />
            </div>
          ) : team.isError ? (
            <p role="alert" className="text-danger">
              Could not load the team: {team.error.message}
            </p>
          ) : members.length === 0 ? (
            <p>{LEADER_TEAM_TEXT.noTeam(leader.displayName)}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {members.map((m, i) => (
                <li
                  key={i}
                  className="rounded-lg border border-border bg-background/60 p-3"
                  data-testid="loadout-member"
                >
                  <p className="font-bold">
                    {m.species} <span className="text-sm font-normal text-muted">Lv. {m.level}</span>
                  </p>
                  <p className="text-sm text-muted">
                    {m.ability}
                    {m.heldItem && ` · @ ${m.heldItem}`}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1 text-xs">
                    {m.moves.map((move) => (
                      <li key={move} className="rounded bg-surface-2 px-2 py-0.5">
                        {move}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
