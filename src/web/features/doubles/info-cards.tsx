import { Calendar, Gift, MapPin, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { leagueDateClock } from '@/domain/shared/league-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useDoublesInfo } from './api';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted">{children}</CardContent>
    </Card>
  );
}

/** The event's facts as announced; its start from the tournament's record (a space holds the line until it is read). */
export function InfoCards() {
  const { data } = useDoublesInfo();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <InfoCard icon={<Calendar className="size-4 text-primary" aria-hidden />} title="When">
        <p>{data ? leagueDateClock(data.startsAt) : '\u00a0'}</p>
        <p>Check-in 30 minutes before start</p>
      </InfoCard>
      <InfoCard icon={<MapPin className="size-4 text-primary" aria-hidden />} title="Where">
        <p>Tournament Gym</p>
        <p>16 participants</p>
      </InfoCard>
      <InfoCard icon={<Swords className="size-4 text-primary" aria-hidden />} title="Format">
        <p>2v2 doubles, Best of 3, bring 6 choose 4, single elimination, level 50 auto-scaled.</p>
        <p>
          No duplicate species or items; at most 2 Legendary/Mythical (Koraidon, Walking Wake, Gouging Fire, Raging
          Bolt, Miraidon, Iron Leaves, Iron Boulder and Iron Crown count as such; other Paradox are standard). Tera
          allowed. Forms settable outside battle are legal and must be disclosed; forms needing mid-battle mechanics
          (Mega, Dynamax, Battle Bond, Power Construct) are not allowed.
        </p>
      </InfoCard>
      <InfoCard icon={<Gift className="size-4 text-primary" aria-hidden />} title="Prizes">
        <p>
          Store gift card, CobbleDollars, crate keys of choice, shiny and pokeball converters, and a Doubles Champion
          title.
        </p>
        <p>Team details stay private until registration closes; the bracket appears after registration closes.</p>
      </InfoCard>
    </div>
  );
}
