import { describe, expect, it } from 'vitest';
import { BADGE_IMAGE_ELEMENTS, ELEMENTS, badgeName, isElement } from './elements.ts';

describe('badge names', () => {
  it('names the nine badges that have their own name', () => {
    expect({
      poison: badgeName('poison'),
      dark: badgeName('dark'),
      fairy: badgeName('fairy'),
      fire: badgeName('fire'),
      ghost: badgeName('ghost'),
      electric: badgeName('electric'),
      psychic: badgeName('psychic'),
      steel: badgeName('steel'),
      water: badgeName('water'),
    }).toEqual({
      poison: 'Stench',
      dark: 'Nightmare',
      fairy: 'Divine',
      fire: 'Inferno',
      ghost: 'Spectre',
      electric: 'Shock',
      psychic: 'Unbound',
      steel: 'Blade',
      water: 'Splash',
    });
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
