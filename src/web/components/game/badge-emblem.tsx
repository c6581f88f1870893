import { BADGE_IMAGE_ELEMENTS, badgeName, type Element } from '@/domain/shared/elements';
import { ELEMENT_COLOURS } from '@/web/components/game/element-badge';

/** The shapes of the nine badges that have an image (BADGE_IMAGE_ELEMENTS), in the element's colour. */
const SHAPES: Partial<Record<Element, string>> = {
  fire: 'M32 6c6 10 16 16 16 30a16 16 0 0 1-32 0c0-8 4-12 8-16 0 6 3 9 6 9-2-8 0-16 2-23z',
  water: 'M32 6c8 14 18 24 18 36a18 18 0 0 1-36 0c0-12 10-22 18-36z',
  steel: 'M32 4l8 20 20 8-20 8-8 20-8-20-20-8 20-8z',
  psychic: 'M32 10c12 0 22 10 22 22S44 54 32 54 10 44 10 32 20 10 32 10zm0 10a12 12 0 1 0 0 24 12 12 0 0 0 0-24z',
  electric: 'M36 4L14 36h14l-4 24 26-34H36z',
  ghost: 'M16 56V28a16 16 0 0 1 32 0v28l-6-6-5 6-5-6-5 6-5-6z',
  fairy: 'M32 6l6 18h18l-14 11 5 19-15-11-15 11 5-19L8 24h18z',
  dark: 'M40 8a24 24 0 1 0 16 38A20 20 0 0 1 40 8z',
  poison: 'M32 8c10 0 18 8 18 18 0 8-5 12-10 14v10H24V40c-5-2-10-6-10-14 0-10 8-18 18-18z',
};

/** The badge a leader awards: its image where one exists, else a plain medal in the element's colour. */
export function BadgeEmblem({ element, size = 40 }: { element: Element; size?: number }) {
  const colour = ELEMENT_COLOURS[element];
  const shape = SHAPES[element];
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={`${badgeName(element)} image`}
      data-has-image={BADGE_IMAGE_ELEMENTS.includes(element)}
    >
      <circle cx="32" cy="32" r="30" fill="#11131a" stroke={colour} strokeWidth="3" />
      {shape ? (
        <path d={shape} fill={colour} transform="translate(8 8) scale(0.75)" />
      ) : (
        <circle cx="32" cy="32" r="12" fill={colour} />
      )}
    </svg>
  );
}
