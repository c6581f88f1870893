import { describe, expect, it } from 'vitest';
import { loadBridgeConfig } from '../../src/bridge/config.ts';
import { parseListAnswer } from '../../src/bridge/list-answer.ts';
import type { DeliveryAction } from '../../src/bridge/site-client.ts';
import { DEFAULT_TEMPLATES, placeholderValues, render, templateFor } from '../../src/bridge/templates.ts';
import { minecraftNamePattern } from '../../src/domain/game/minecraft-name.ts';
import { DELIVERY_KINDS } from '../../src/domain/shop/enums.ts';

const java = minecraftNamePattern(undefined);

const action = (kind: string, payload: Record<string, unknown>, player: string | null = 'u-1'): DeliveryAction =>
  ({
    id: 'a-1',
    kind,
    player_uuid: player,
    requires_online: false,
    payload,
    purchase_id: null,
    attempt: 1,
    created_at: '',
  }) as DeliveryAction;

const commands = (a: DeliveryAction, now = Date.parse('2030-01-01T00:00:00Z')) =>
  templateFor(a, DEFAULT_TEMPLATES, {})!.map((t) =>
    render(t, placeholderValues(a, a.player_uuid ? 'Steve' : null, now)),
  );

describe('default command templates', () => {
  it('cover every delivery kind, and each names the player', () => {
    for (const kind of DELIVERY_KINDS) {
      expect(DEFAULT_TEMPLATES[kind], kind).toBeDefined();
      expect(DEFAULT_TEMPLATES[kind]!.join(' '), kind).toContain('{player}');
    }
  });

  it('grant a rank until its end, or for good, and ban with a one-line reason', () => {
    expect(commands(action('grant_rank', { rank: 'elite', until: '2030-01-02T00:00:00Z' }))).toEqual([
      'lp user Steve parent addtemp elite 86400s replace',
    ]);
    expect(commands(action('grant_rank', { rank: 'elite', until: null }))).toEqual(['lp user Steve parent add elite']);
    expect(commands(action('ban', { reason: 'Griefing\nthe spawn', duration_minutes: null }))).toEqual([
      'ban Steve Griefing the spawn',
    ]);
  });

  it('give server-wide gym tokens once for the whole server', () => {
    expect(commands(action('gym_tokens', { quantity: 1, reason: 'server_wide' }, null))).toEqual([
      'scoreboard players add #everyone gym_tokens 1',
      'say Every player gets 1 gym token(s), thanks to a supporter!',
    ]);
  });

  it('hand out a battle pass reward by its type, with the player in its command', () => {
    const reward = (type: string, data: Record<string, unknown>, command?: string) =>
      action('battle_pass_reward', { season: 1, pass_level: 3, track: 'free', type, data, command });
    expect(commands(reward('ITEM', { id: 'cobblemon:rare_candy', Count: 2, display_name: '2 Rare Candies' }))).toEqual([
      'give Steve cobblemon:rare_candy 2',
    ]);
    expect(commands(reward('POKEMON', { species: 'eevee', level: 15, shiny: true, display_name: 'Eevee' }))).toEqual([
      'pokegiveother Steve eevee level=15 shiny=true',
    ]);
    expect(
      commands(reward('COMMAND', { display_name: '2 Gym Tokens' }, 'scoreboard players add {player} gym_tokens 2')),
    ).toEqual(['scoreboard players add Steve gym_tokens 2']);
  });

  it('take a catalog item’s own commands first', () => {
    const a = action('crate_keys', { crate: 'cosmetic', quantity: 3, item_id: 'cosmetic-keys-3' });
    expect(templateFor(a, DEFAULT_TEMPLATES, { 'cosmetic-keys-3': ['x {player}'] })).toEqual(['x {player}']);
  });

  it('load from deploy/bridge.example.json', () => {
    const config = loadBridgeConfig({ BRIDGE_CONFIG: 'deploy/bridge.example.json' });
    expect(config.templates).toEqual(DEFAULT_TEMPLATES);
    expect(config.siteUrl).toBe('https://league.example.com');
  });
});

describe('the answer of list uuids', () => {
  it('reads names and UUIDs, and tells a cut answer', () => {
    const u = '069a79f4-44e9-4726-a5be-fca90e38aaf5';
    expect(parseListAnswer(`There are 1 of a max of 20 players online: Notch (${u.toUpperCase()})`, java)).toEqual({
      players: [{ name: 'Notch', uuid: u }],
      skipped: [],
      count: 1,
      complete: true,
    });
    expect(parseListAnswer('There are 0 of a max of 20 players online: ', java)).toEqual({
      players: [],
      skipped: [],
      count: 0,
      complete: true,
    });
    expect(parseListAnswer(`There are 2 of a max of 20 players online: Notch (${u}), Jeb_ (069a`, java)?.complete).toBe(
      false,
    );
    expect(parseListAnswer('Unknown or incomplete command', java)).toBeNull();
  });
});
