import { FOUNDERS_CUP, MID_SEASON_DOUBLES } from '@/domain/tournaments/enums';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { TournamentKey } from './api';
import { DatesForm } from './dates-form';
import { TournamentPanel } from './tournament-panel';

const TOURNAMENTS = [
  { key: FOUNDERS_CUP, label: "Founders' Cup #1" },
  { key: MID_SEASON_DOUBLES, label: 'Mid-Season Doubles Showdown' },
];

/** Staff run each tournament in its own tab: dates, registration, check-in, round 1, results, Redemption Road. */
export default function StaffTournamentPage() {
  return (
    <StaffPage
      title="Tournaments"
      description="Every action is recorded in the audit log; the public brackets follow live."
    >
      <Tabs defaultValue={FOUNDERS_CUP}>
        <TabsList aria-label="Tournament">
          {TOURNAMENTS.map((t) => (
            <TabsTrigger key={t.key} value={t.key}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TOURNAMENTS.map((t) => (
          <TabsContent key={t.key} value={t.key} className="mt-6">
            <TournamentKey.Provider value={t.key}>
              <DatesForm />
              <TournamentPanel />
            </TournamentKey.Provider>
          </TabsContent>
        ))}
      </Tabs>
    </StaffPage>
  );
}
