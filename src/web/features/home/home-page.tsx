import { Page } from '@/web/components/layout/page';
import { useHome } from './api';
import { ArenaSection } from './arena/arena-section';
import { BattleLeaderboard } from './battle-leaderboard';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LatestNews } from './latest-news';

export default function HomePage() {
  const home = useHome();
  return (
    <Page title="Home" hideHeading className="max-w-none px-0 py-0">
      <Hero />
      <FeatureCards />
      {/* Below a phone's first screen: laid out once it comes near the view (decision 024). */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 [contain-intrinsic-size:auto_1600px] [content-visibility:auto] lg:grid-cols-2">
        <ArenaSection data={home.data} isPending={home.isPending} error={home.error} />
        <BattleLeaderboard data={home.data} isPending={home.isPending} error={home.error} />
      </div>
      <LatestNews />
    </Page>
  );
}
