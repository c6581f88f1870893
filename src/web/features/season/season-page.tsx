import { Medal } from 'lucide-react';
import { SEASON_ONE } from '@/domain/season/season-one';
import { Page } from '@/web/components/layout/page';
import { ProgressList } from './progress-list';
import { SeasonInfo } from './season-info';

export default function SeasonPage() {
  return (
    <Page title={SEASON_ONE.name} description={SEASON_ONE.dateRange}>
      <SeasonInfo />
      <section aria-labelledby="badge-progress">
        <h2 id="badge-progress" className="mb-4 flex items-center gap-2 text-2xl font-extrabold">
          <Medal className="h-6 w-6 text-accent" aria-hidden />
          Badge Progress
        </h2>
        <ProgressList season={SEASON_ONE.number} elements={SEASON_ONE.elements} />
      </section>
    </Page>
  );
}
