import { leagueClock, leagueDay } from '@/domain/shared/league-time';
import { FOUNDERS_CUP } from '@/domain/tournaments/enums';
import { Button } from '@/web/components/ui/button';
import { Page } from '@/web/components/layout/page';
import { useTournament } from './api';
import { RegistrationPanel } from './registration-panel';

/** Until the record is read, a space holds each date's line. */
const PENDING = '\u00a0';

/** The facts, the dates from the tournament's record (staff move them in the staff area). */
function useFacts() {
  const { data: t } = useTournament(FOUNDERS_CUP);
  const facts = [
    ['Date', t ? leagueDay(t.startsAt) : PENDING],
    ['Check-in', t ? leagueClock(t.checkinOpensAt) : PENDING],
    ['Battles begin', t ? leagueClock(t.startsAt) : PENDING],
    ['Runtime', '3-4 hours'],
    ['Format', 'Singles, Best of 3, single elimination'],
    ['Players', '16 (slots 1-16 registered, beyond that waitlisted)'],
    ['Entry', 'Free'],
  ];
  const at = (iso: string | undefined) => (iso ? `${leagueClock(iso)}: ` : '');
  return { facts, checkin: `${at(t?.checkinOpensAt)}check-in`, start: `${at(t?.startsAt)}Round of 16` };
}

function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${title}-h`} className="scroll-mt-24 rounded-xl border border-border p-6">
      <h2 id={`${title}-h`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function FoundersCupPage() {
  const { facts, checkin, start } = useFacts();
  return (
    <Page title="Founders' Cup #1" description="The first official tournament of the server.">
      <div className="mb-8 flex flex-wrap gap-3">
        <Button asChild>
          <a href="#signup">Sign Up</a>
        </Button>
        <Button asChild variant="outline">
          <a href="#rules">Rules &amp; Rewards</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/tournament-bracket" target="_blank" rel="noopener noreferrer">
            View Bracket
          </a>
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Section title="Quick Facts">
            <dl className="grid gap-2 sm:grid-cols-2">
              {facts.map(([k, v]) => (
                <div key={k}>
                  <dt className="text-sm text-muted">{k}</dt>
                  <dd className="font-semibold">{v}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Location">
            <p>Tournament Gym outside Spawn. Discord voice is required.</p>
          </Section>
          <Section id="rules" title="Rules">
            <ul className="list-disc space-y-1 pl-5">
              <li>Singles, Best of 3, single elimination. Mega Evolution is allowed.</li>
              <li>At most 1 Legendary or Mythical with a base stat total over 600 per battle.</li>
              <li>No duplicate species.</li>
              <li>
                A disconnect in the first 3 turns may be replayed at staff discretion; otherwise it is a game loss
                unless both players agree to restart.
              </li>
            </ul>
          </Section>
          <Section title="Rewards">
            <ul className="list-disc space-y-1 pl-5">
              <li>
                1st place: Expert rank for 30 days (30 days added if already Expert or higher), 1 crate key, 1 Shiny
                Converter
              </li>
              <li>2nd and 3rd place: 1 crate key and 1 Shiny Converter</li>
              <li>All other players: 1 Shiny Converter</li>
            </ul>
          </Section>
          <Section title="Schedule">
            <ol className="list-decimal space-y-1 pl-5">
              <li>{checkin}</li>
              <li>{start}</li>
              <li>Quarterfinals</li>
              <li>Semifinals</li>
              <li>Finals</li>
            </ol>
          </Section>
          <p className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
            Note: no Champion&apos;s Crown is awarded in this tournament; it is reserved for the end-of-season
            tournament.
          </p>
        </div>
        <div>
          <RegistrationPanel />
        </div>
      </div>
    </Page>
  );
}
