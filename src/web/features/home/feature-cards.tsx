import { StaticHtml } from '@/web/components/static-html';
import { Ban, Egg, Gem, Medal, MoonStar, Trophy, type LucideIcon } from 'lucide-react';

/** The six feature cards of the home page, in their fixed order (No Pay-to-Win first). */
const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'No Pay-to-Win',
    text: 'Nothing in the shop wins a battle. Ranks and items are cosmetic or convenience; the ladder is decided by skill alone.',
    icon: Ban,
  },
  {
    title: 'Paid Pro Gym Leaders',
    text: 'Every gym is run by a vetted, paid leader who battles with purpose-built teams and earns from the players they train.',
    icon: Medal,
  },
  {
    title: 'AFK Legendary Fix',
    text: 'No legendary, mythical, ultra beast or paradox spawns on players who are away from keyboard. Be there to catch them.',
    icon: MoonStar,
  },
  {
    title: 'Seasonal Championships',
    text: 'A championship every 3 months, with a fresh ladder, new badges and rewards for the best trainers of the season.',
    icon: Trophy,
  },
  {
    title: 'Breeding',
    text: 'Breed for natures, abilities and perfect stats, and raise the team you actually want to battle with.',
    icon: Egg,
  },
  {
    title: 'Mega Evolution, Dynamax and Z-Moves',
    text: 'Every battle mechanic from across the generations, available in the wild and in competitive play.',
    icon: Gem,
  },
];

export function FeatureCards() {
  return (
    <StaticHtml as="section" aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-heading" className="mb-8 text-center text-3xl font-extrabold">
        Why trainers play here
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-6" data-testid="feature-card">
            <Icon className="mb-3 h-8 w-8 text-accent" aria-hidden="true" />
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}
