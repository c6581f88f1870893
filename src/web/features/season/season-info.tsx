import { CalendarDays, Crown, Shield, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHAMPION_TAGLINE, GYM_BATTLE_RULES, SEASON_ONE } from '@/domain/season/season-one';
import type { SeasonTexts } from '@/domain/season/season-texts';
import { Card } from '@/web/components/ui/card';

const timeline = (t: SeasonTexts) => [
  { label: 'Total Timeframe', value: t.timeframe },
  { label: 'Active Gyms', value: String(SEASON_ONE.elements.length) },
  { label: 'Competitive Cycle', value: t.competitiveCycle },
  { label: 'Elite Four Tournament', value: t.eliteFourTournament },
];

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl font-extrabold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The season's texts: all of it is in the first HTML, before any script runs; the dates are the record's once read. */
export function SeasonInfo({ texts }: { texts: SeasonTexts }) {
  return (
    <>
      <Section
        id="timeline"
        title="Season Timeline"
        icon={<CalendarDays className="h-6 w-6 text-accent" aria-hidden />}
      >
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {timeline(texts).map((t) => (
            <Card key={t.label} className="flex flex-col-reverse p-5">
              <dt className="text-sm text-muted">{t.label}</dt>
              <dd className="text-xl font-extrabold">{t.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section id="gym-rules" title="Gym Battle Rules" icon={<Swords className="h-6 w-6 text-accent" aria-hidden />}>
        <ul className="grid gap-3 md:grid-cols-2">
          {GYM_BATTLE_RULES.map((rule) => (
            <li key={rule} className="rounded-xl border border-border bg-surface p-4 text-sm">
              {rule}
            </li>
          ))}
        </ul>
      </Section>
      <div className="mb-12 grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-extrabold">
            <Trophy className="h-5 w-5 text-accent" aria-hidden />
            Elite Four Entry Tournament
          </h2>
          <p className="text-sm font-semibold text-accent">{texts.eliteFourTournament}</p>
          <p className="mt-2 text-muted">All 9 gym leaders compete to be crowned the seasonal Elite Four.</p>
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 flex items-center gap-2 text-xl font-extrabold">
            <Shield className="h-5 w-5 text-accent" aria-hidden />
            Elite Four Competitive Cycle
          </h2>
          <p className="text-sm font-semibold text-accent">{texts.eliteFourCycle}</p>
          <p className="mt-2 text-muted">
            Players holding all 9 seasonal badges automatically get access to challenge the Elite Four.
          </p>
        </Card>
      </div>
      <Section id="champion" title="Server Champion" icon={<Crown className="h-6 w-6 text-accent" aria-hidden />}>
        <Card className="p-6">
          <ul className="grid gap-2 text-muted sm:grid-cols-3">
            <li>Seasonal Champion title and exclusive cosmetics</li>
            <li>Premium Battle Pass while reigning as Champion</li>
            <li>Recognition across the server and the site</li>
          </ul>
          <p className="mt-4 text-lg font-extrabold italic text-accent">{CHAMPION_TAGLINE}</p>
        </Card>
      </Section>
    </>
  );
}
