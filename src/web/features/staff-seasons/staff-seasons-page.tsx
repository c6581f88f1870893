import { Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ElementBadge } from '@/web/components/game/element-badge';
import { useStaffSeasons } from './api';
import { Champions } from './champion-form';
import { StartSeasonForm } from './start-season-form';

/** Staff start the next season (badge awards and battle passes then count for it) and crown champions. */
export default function StaffSeasonsPage() {
  const list = useStaffSeasons();
  const [starting, setStarting] = useState(false);
  return (
    <StaffPage
      title="Seasons"
      description="The current season receives every badge the game server reports without a season, and every battle pass bought."
      actions={
        !starting && (
          <Button onClick={() => setStarting(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Start next season
          </Button>
        )
      }
    >
      {starting && (
        <Card className="mb-6 p-5">
          <h2 className="mb-4 text-lg font-bold">Start the next season</h2>
          <StartSeasonForm last={list.data?.seasons[0]} onDone={() => setStarting(false)} />
        </Card>
      )}
      <QueryState query={list} label="seasons" empty="No seasons yet." isEmpty={(d) => d.seasons.length === 0}>
        {(data) => (
          <ul className="space-y-4">
            {data.seasons.map((s) => (
              <li key={s.number} data-testid="staff-season">
                <Card className="p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-bold">{s.name}</h2>
                    {s.current && <Badge variant="accent">Current</Badge>}
                    <span className="text-sm text-muted">{s.dateRange}</span>
                  </div>
                  <div className="mt-2 flex flex-wrap gap-1" aria-label={`Gyms of ${s.name}`}>
                    {s.elements.map((e) => (
                      <ElementBadge key={e} element={e} />
                    ))}
                  </div>
                  <Champions season={s} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </StaffPage>
  );
}
