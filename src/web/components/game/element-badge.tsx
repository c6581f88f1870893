import { capitalize, type Element } from '@/domain/shared/elements';
import { cn } from '@/web/lib/cn';

/** One colour per element, shared by every screen that shows an element. */
export const ELEMENT_COLOURS: Record<Element, string> = {
  normal: '#a8a77a',
  fire: '#ee8130',
  water: '#6390f0',
  electric: '#f7d02c',
  grass: '#7ac74c',
  ice: '#96d9d6',
  fighting: '#c22e28',
  poison: '#a33ea1',
  ground: '#e2bf65',
  flying: '#a98ff3',
  psychic: '#f95587',
  bug: '#a6b91a',
  rock: '#b6a136',
  ghost: '#735797',
  dragon: '#6f35fc',
  dark: '#705746',
  steel: '#b7b7ce',
  fairy: '#d685ad',
};

/** Elements whose colour is too dark for black text (contrast of 4.5:1 or better with white instead). */
const LIGHT_TEXT: ReadonlySet<Element> = new Set(['fighting', 'poison', 'ghost', 'dragon', 'dark']);

/** The element's name on its colour. */
export function ElementBadge({ element, className }: { element: Element; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
        LIGHT_TEXT.has(element) ? 'text-white' : 'text-black',
        className,
      )}
      style={{ backgroundColor: ELEMENT_COLOURS[element] }}
    >
      {capitalize(element)}
    </span>
  );
}
