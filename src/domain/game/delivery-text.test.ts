import { describe, expect, it } from 'vitest';
import { describeDelivery } from './delivery-text.ts';

describe('a delivery in words', () => {
  it('says what each kind gives', () => {
    expect(describeDelivery('grant_rank', { rank: 'Champion', until: null })).toBe('Rank Champion (permanent)');
    expect(describeDelivery('crate_keys', { crate: 'Legendary', quantity: 3 })).toBe('Legendary crate key × 3');
    expect(describeDelivery('boost', { boost: 'XP', multiplier: 2, minutes: 60, quantity: 1 })).toBe(
      'XP boost 2× for 60 minutes',
    );
    expect(describeDelivery('ban', { reason: 'cheating', duration_minutes: null })).toBe('Ban for good: cheating');
    expect(describeDelivery('battle_pass', { season: 1, premium: true })).toBe('Season 1 battle pass (premium)');
  });

  it('says what a battle pass reward gives: an item, a Pokémon or a command', () => {
    const at = { season: 1, pass_level: 5, track: 'free' };
    expect(
      describeDelivery('battle_pass_reward', {
        ...at,
        type: 'ITEM',
        data: { id: 'cobblemon:rare_candy', Count: 3, display_name: 'Rare Candy' },
      }),
    ).toBe('Battle pass level 5 (free): Rare Candy × 3');
    expect(
      describeDelivery('battle_pass_reward', {
        ...at,
        type: 'POKEMON',
        data: { species: 'eevee', level: 10, shiny: true, display_name: 'Eevee' },
      }),
    ).toBe('Battle pass level 5 (free): shiny Eevee, level 10');
    expect(
      describeDelivery('battle_pass_reward', { ...at, type: 'COMMAND', data: {}, command: 'give {player} x' }),
    ).toBe('Battle pass level 5 (free): command give {player} x');
  });

  it('shows an unknown kind or a field missing without failing', () => {
    expect(describeDelivery('future_kind', {})).toBe('future_kind');
    expect(describeDelivery('gym_tokens', {})).toBe('Gym token × 1');
  });
});
