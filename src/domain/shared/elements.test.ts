import { describe, expect, it } from 'vitest';
import { BADGE_IMAGE_ELEMENTS, ELEMENTS, badgeName, isElement } from './elements.ts';

describe('badge names', () => {
  // The spec's nine badge names, written out here rather than read from elements.ts, so a changed name fails.
  it.each([
    ['poison', 'Stench'],
    ['dark', 'Nightmare'],
    ['fairy', 'Divine'],
    ['fire', 'Inferno'],
    ['ghost', 'Spectre'],
    ['electric', 'Shock'],
    ['psychic', 'Unbound'],
    ['steel', 'Blade'],
    ['water', 'Splash'],
  ] as const)("names the %s badge '%s'", (element, name) => {
    expect(badgeName(element)).toBe(name);
  });

  it("calls every other element's badge '{Type} Badge'", () => {
    const others = ELEMENTS.filter((e) => !BADGE_IMAGE_ELEMENTS.includes(e));
    expect(others.map(badgeName)).toEqual([
      'Normal Badge',
      'Grass Badge',
      'Ice Badge',
      'Fighting Badge',
      'Ground Badge',
      'Flying Badge',
      'Bug Badge',
      'Rock Badge',
      'Dragon Badge',
    ]);
  });

  it('has 18 elements', () => {
    expect(ELEMENTS).toHaveLength(18);
  });

  it('tells an element from any other value', () => {
    expect([isElement('fire'), isElement('Fire'), isElement('light'), isElement(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
