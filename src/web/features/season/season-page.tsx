import { Medal } from 'lucide-react';
import { SEASON_ONE } from '@/domain/season/season-one';
import { SEASON_ONE_TEXTS } from '@/domain/season/season-texts';
import { Page } from '@/web/components/layout/page';
import { useSeasonTexts } from './api';
import { ProgressList } from './progress-list';
import { SeasonInfo } from './season-info';

export default function SeasonPage() {
  const texts = useSeasonTexts(SEASON_ONE_TEXTS).data ?? SEASON_ONE_TEXTS;
  return (
    <Page title={texts.name} description={texts.dateRange}>
      <SeasonInfo texts={texts} />
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
