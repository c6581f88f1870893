import { Crown, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { ServerAddress } from '@/web/components/server-address';
import { ServerStatusSummary } from '@/web/components/server-status/server-status-summary';
import { StaticHtml } from '@/web/components/static-html';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { BRAND } from '@/web/lib/site';
import { Countdown } from './countdown';

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-surface to-background px-4 py-16 text-center sm:py-24">
      <StaticHtml>
        <Badge variant="accent" className="mb-6">
          <Trophy className="h-3.5 w-3.5" aria-hidden="true" />
          Season 1 Championship Now Live
        </Badge>
        <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">{BRAND.name}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          The competitive Cobblemon server: paid pro gym leaders, a live ladder and seasonal championships, with no
          pay-to-win.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-3">
            <Link to="/mid-season-doubles">Mid-Season Doubles Showdown - Register Now, Limited to 16 Players!</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/gym-leader-application">
              <Crown className="h-4 w-4" aria-hidden="true" />
              Apply to be Gym Leader
            </Link>
          </Button>
        </div>
      </StaticHtml>
      {/* Outside the kept HTML: the address arrives with /api/site-config, and its Copy button needs the app. */}
      <ServerAddress className="mx-auto mt-8" />
      {/* Live, so never in the kept HTML: the prerendered page says "Checking" until the browser has asked. */}
      <ServerStatusSummary className="mx-auto mt-3" />
      <Countdown />
    </section>
  );
}
