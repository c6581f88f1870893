import { Suspense } from 'react';
import { hydratedLater } from '@/web/components/layout/hydrated-later';
import { Page } from '@/web/components/layout/page';
import { useHome } from './api';
import { ArenaSection } from './arena/arena-section';
import { BattleLeaderboard } from './battle-leaderboard';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LatestNews } from './latest-news';

// The sections below a phone's first screen hydrate a task each after the page (decision 025).
const ArenaPart = hydratedLater(ArenaSection);
const LeaderboardPart = hydratedLater(BattleLeaderboard);
const NewsPart = hydratedLater(LatestNews);

export default function HomePage() {
  const home = useHome();
  return (
    <Page title="Home" hideHeading className="max-w-none px-0 py-0">
      <Hero />
      <FeatureCards />
      {/* Below a phone's first screen: laid out once it comes near the view (decision 024). */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 [contain-intrinsic-size:auto_1600px] [content-visibility:auto] lg:grid-cols-2">
        <Suspense fallback={null}>
          <ArenaPart data={home.data} isPending={home.isPending} error={home.error} />
        </Suspense>
        <Suspense fallback={null}>
          <LeaderboardPart data={home.data} isPending={home.isPending} error={home.error} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <NewsPart />
      </Suspense>
    </Page>
  );
}
