import type { ComponentType } from 'react';
import { Page } from '@/web/components/layout/page';
import { BRAND } from '@/web/lib/site';
import { BattlePass, Crates, GettingStarted, Quests } from './content/basics';
import { GymsPvp, Ranks } from './content/competitive';
import { Commands, Faq } from './content/reference';
import { Berries, Breeding, Economy, Events, LandClaims, TmsTrs, Training, Warping } from './content/world';
import { WikiNav } from './wiki-nav';
import { WIKI_NAV, type WikiSectionId } from './wiki-nav-items';
import { WikiSection } from './wiki-ui';

const CONTENT: Record<WikiSectionId, ComponentType> = {
  'getting-started': GettingStarted,
  'battle-pass': BattlePass,
  quests: Quests,
  crates: Crates,
  warping: Warping,
  'land-claims': LandClaims,
  'tms-trs': TmsTrs,
  'gyms-pvp': GymsPvp,
  economy: Economy,
  ranks: Ranks,
  breeding: Breeding,
  training: Training,
  berries: Berries,
  events: Events,
  faq: Faq,
  commands: Commands,
};

export default function WikiPage() {
  return (
    <Page title="Player Wiki" description={`Everything you need to know to play, battle and thrive on ${BRAND.name}.`}>
      <div className="grid gap-8 md:grid-cols-[13rem_1fr]">
        <WikiNav />
        <div className="flex min-w-0 flex-col gap-10">
          {WIKI_NAV.map((entry) => {
            if (entry.id === 'spawn-atlas') return null;
            const Body = CONTENT[entry.id];
            return (
              <WikiSection key={entry.id} id={entry.id} title={entry.label}>
                <Body />
              </WikiSection>
            );
          })}
        </div>
      </div>
    </Page>
  );
}
