import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commandsFor } from '../../src/bridge/commands.ts';
import { loadBridgeConfig } from '../../src/bridge/config.ts';
import { parseListAnswer } from '../../src/bridge/list-answer.ts';
import type { DeliveryAction } from '../../src/bridge/site-client.ts';
import { DEFAULT_TEMPLATES } from '../../src/bridge/templates.ts';
import { minecraftNamePattern } from '../../src/domain/game/minecraft-name.ts';
import { loadConfig } from '../../src/server/config.ts';

const java = { templates: DEFAULT_TEMPLATES, items: {}, namePattern: minecraftNamePattern(undefined) };
const uuid = randomUUID();
const action = (kind: string, payload: Record<string, unknown>): DeliveryAction =>
  ({ id: randomUUID(), kind, player_uuid: uuid, requires_online: false, payload, purchase_id: null }) as DeliveryAction;

describe('names from the list answer', () => {
  it('leaves out an entry whose name is a selector, `*`, or whose UUID is not one, and keeps the others', () => {
    const [ash, misty, brock] = [randomUUID(), randomUUID(), randomUUID()];
    const answer = `There are 4 of a max of 20 players online: @a (${ash}), Misty (${misty}), * (${brock}), Brock (not-a-uuid)`;
    expect(parseListAnswer(answer, java.namePattern)).toEqual({
      players: [{ name: 'Misty', uuid: misty }],
      skipped: [`@a (${ash})`, `* (${brock})`, 'Brock (not-a-uuid)'],
      count: 4,
      complete: true,
    });
  });

  it("takes a Bedrock player's name with Floodgate's prefix only when it is set", () => {
    const answer = `There are 1 of a max of 20 players online: .Steve (${uuid})`;
    expect(parseListAnswer(answer, java.namePattern)?.players).toEqual([]);
    expect(parseListAnswer(answer, minecraftNamePattern('.'))?.players).toEqual([{ name: '.Steve', uuid }]);
  });
});

describe('the commands of one delivery', () => {
  it('are none when the player name is not one Minecraft allows, with the reason', () => {
    for (const bad of ['*', '@a', 'Evil"}§k;x', 'two words', 'a\nsay hi'])
      expect(commandsFor(action('gym_tokens', { quantity: 3 }), bad, java), bad).toEqual({
        error: `The player's name ${JSON.stringify(bad)} is not a name Minecraft allows (3-16 letters, digits or _); no command was run.`,
      });
  });

  it('are none when an id or a number would not be one word', () => {
    expect(commandsFor(action('crate_keys', { crate: '@a', quantity: 3 }), 'Steve', java)).toEqual({
      error:
        '{crate} must be one word of letters, digits and _ . : / - ("@a"), in "crate key give {player} {crate} {quantity}"; no command was run.',
    });
    expect(commandsFor(action('gym_tokens', { quantity: '3 * x' }), 'Steve', java)).toMatchObject({
      error: expect.stringMatching(/^\{quantity\} must be a whole number \("3 \* x"\)/),
    });
    expect(commandsFor(action('grant_rank', { rank: 'elite\nop Evil', until: null }), 'Steve', java)).toMatchObject({
      error: expect.stringContaining('{rank} must be one word'),
    });
  });

  it('keep a reason on one line and never let it name players', () => {
    expect(commandsFor(action('ban', { reason: 'spam @a\nop Evil', duration_minutes: null }), 'Steve', java)).toEqual({
      commands: ['ban Steve spam ＠a op Evil'],
    });
  });

  it('run a staff reward command with the checked name as its {player}', () => {
    const reward = action('battle_pass_reward', {
      season: 1,
      pass_level: 2,
      track: 'free',
      type: 'COMMAND',
      data: { display_name: 'Tokens' },
      command: 'scoreboard players add {player} gym_tokens 2',
    });
    expect(commandsFor(reward, 'Steve', java)).toEqual({ commands: ['scoreboard players add Steve gym_tokens 2'] });
    expect(commandsFor(reward, '*', java)).toMatchObject({ error: expect.stringContaining('"*" is not a name') });
  });
});

describe('the Floodgate prefix setting', () => {
  const bridgeEnv = {
    BRIDGE_SITE_URL: 'http://127.0.0.1:3000',
    BRIDGE_GAME_KEY: 'cgk_0123456789abcdef',
    RCON_PASSWORD: 'secret',
  };

  it('is off unless set, and takes one safe character on the site and in the bridge alike', () => {
    expect(loadBridgeConfig(bridgeEnv).namePattern.test('.Steve')).toBe(false);
    expect(loadBridgeConfig({ ...bridgeEnv, FLOODGATE_PREFIX: '.' }).namePattern.test('.Steve')).toBe(true);
    expect(loadConfig({}).floodgatePrefix).toBeUndefined();
    expect(loadConfig({ FLOODGATE_PREFIX: '.' }).floodgatePrefix).toBe('.');
  });

  it('refuses a prefix a command would read as other players', () => {
    for (const bad of ['*', '@', ' ', '..']) {
      expect(() => loadBridgeConfig({ ...bridgeEnv, FLOODGATE_PREFIX: bad }), bad).toThrow(
        /^FLOODGATE_PREFIX must be one character of \. - _/,
      );
      expect(() => loadConfig({ FLOODGATE_PREFIX: bad }), bad).toThrow(
        /FLOODGATE_PREFIX: FLOODGATE_PREFIX must be one/,
      );
    }
  });
});
