import type { StaffTournament } from '@/domain/tournaments/staff';
import { Badge } from '@/web/components/ui/badge';

/** Active registrations by slot: who is in, who waits, who checked in. */
export function PlayersList({ registrations, cap }: { registrations: StaffTournament['registrations']; cap: number }) {
  if (registrations.length === 0) return <p className="text-sm text-muted">No registrations yet.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Registrations">
      {registrations.map((r) => (
        <li
          key={r.id}
          className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
        >
          <span className="min-w-0 truncate">
            <span className="text-muted tabular-nums">#{r.slot}</span> {r.minecraftUsername}
          </span>
          <span className="flex shrink-0 gap-1">
            <Badge variant={r.status === 'registered' ? 'success' : 'outline'}>
              {r.status === 'registered' && (r.slot ?? 0) <= cap ? 'registered' : r.status}
            </Badge>
            <Badge variant={r.checkedIn ? 'accent' : 'outline'}>{r.checkedIn ? 'checked in' : 'not checked in'}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
