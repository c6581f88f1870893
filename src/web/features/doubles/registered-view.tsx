import type { DoublesRegistration } from '@/domain/tournaments/team-sheet-api';
import { slotLabel } from '@/domain/tournaments/team-sheet-text';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

/** The saved team, with Modify Team while registration is open. */
export function RegisteredView({
  registration,
  canModify,
  onModify,
}: {
  registration: DoublesRegistration;
  canModify: boolean;
  onModify: () => void;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>You're registered as {registration.minecraftUsername}</CardTitle>
        {canModify && <Button onClick={onModify}>Modify Team</Button>}
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-muted">
          Tera: {slotLabel(registration.teraPokemonSlot - 1)} ({registration.teraType})
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your team">
          {registration.team.map((m, i) => (
            <li key={i} className="rounded-lg border border-border p-3 text-sm">
              <p className="font-semibold">
                {slotLabel(i)}: {m.species} @ {m.heldItem}
              </p>
              <p className="text-muted">{m.moves.join(' / ')}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
