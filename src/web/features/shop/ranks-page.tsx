import { Clock, Crown, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { RankPlans } from './rank-plans';

export default function RanksPage() {
  return (
    <Page
      title="Server Ranks"
      description="Support the server and unlock perks in game. Ranks renew monthly or yearly and you can cancel at any time."
    >
      <p className="mb-8 rounded-lg border border-border bg-surface p-4 text-sm">
        Each rank inherits every perk of the ranks before it: Expert has all of Ace, Elite all of Expert, and Master
        everything.
      </p>
      <RankPlans afterSubscribe="/shop#ranks" heading="h2" />

      <Card className="mt-10 flex flex-col gap-3 p-6 sm:flex-row sm:items-center" data-testid="champion-card">
        <Crown className="h-10 w-10 shrink-0 text-accent" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-extrabold">Champion</h2>
          <p className="text-sm text-muted">
            The Champion title is earned through PvP and is not purchasable. The reigning Champion gets a seasonal
            title, cosmetics and the Premium Battle Pass.
          </p>
        </div>
      </Card>

      <section className="mt-10 rounded-xl border border-border bg-surface-2 p-6 text-center">
        <Swords className="mx-auto h-8 w-8 text-accent" aria-hidden="true" />
        <h2 className="mt-2 text-2xl font-extrabold">Ready to rank up?</h2>
        <p className="mt-1 text-muted">Every rank purchase also gives 1 gym token to all players on the server.</p>
        <Button asChild className="mt-4">
          <Link to="/shop#ranks">Choose your rank in the shop</Link>
        </Button>
      </section>

      <p className="mt-8 flex gap-2 text-sm text-muted" role="note">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Rank expiration: when a rank expires or its subscription ends, it loses all of its perks in game. Master rank
          holders use the EV editor under the{' '}
          <Link to="/wiki#ranks" className="text-accent underline">
            EV Editor Policy
          </Link>
          .
        </span>
      </p>
    </Page>
  );
}
