import type { PublicDoublesTeam } from '@/domain/tournaments/team-sheet-api';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePublicTeams } from './api';

function Team({ t }: { t: PublicDoublesTeam }) {
  return (
    <li className="rounded-xl border border-border p-4">
      <h3 className="font-bold">{t.minecraftUsername}</h3>
      <p className="mb-2 text-sm text-muted">
        Tera: {t.team[t.teraPokemonSlot - 1]?.species} ({t.teraType})
      </p>
      <ul className="space-y-1 text-sm" aria-label={`Team of ${t.minecraftUsername}`}>
        {t.team.map((m, i) => (
          <li key={i}>
            <span className="font-semibold">
              {m.species} @ {m.heldItem}
            </span>
            <span className="text-muted"> · {m.moves.join(' / ')}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Every registered team, shown once registration has closed (until then they are private). */
export function PublicTeams() {
  const teams = usePublicTeams();
  return (
    <section aria-labelledby="doubles-teams">
      <h2 id="doubles-teams" className="mb-4 text-2xl font-bold">
        Registered Teams
      </h2>
      {teams.isPending && <Skeleton className="h-40 w-full" />}
      {teams.isError && <p role="alert">The teams could not be loaded. Please try again later.</p>}
      {teams.data?.teams.length === 0 && <p className="text-muted">No team registered.</p>}
      {teams.data && teams.data.teams.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {teams.data.teams.map((t) => (
            <Team key={t.id} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}
