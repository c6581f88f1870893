import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandsFor } from '../../src/bridge/commands.ts';
import type { DeliveryAction } from '../../src/bridge/site-client.ts';
import { DEFAULT_TEMPLATES } from '../../src/bridge/templates.ts';
import { minecraftNamePattern } from '../../src/domain/game/minecraft-name.ts';

// Every default template with hostile names, UUIDs, ids, quantities and text: what the bridge sends is one
// command, with no selector, and at the place of the player the name of one player.

const HOSTILE = [
  '@a',
  '@p',
  '@e',
  '@r',
  '@s',
  '@n',
  '@a[limit=1]',
  '*',
  ' ',
  'a b',
  'x\nop Evil',
  'x\rsay',
  '§k',
  '"}',
  '',
];
const hostile = fc.constantFrom(...HOSTILE);
const anyText = fc.oneof(hostile, fc.string(), fc.string({ unit: 'binary' }));
const name = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{3,16}$/), anyText);
const uuid = fc.oneof(fc.uuid(), anyText);
const id = fc.oneof(fc.stringMatching(/^[a-z0-9_]{1,12}:[a-z0-9_/]{1,12}$/), anyText);
const quantity = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer(), fc.double(), anyText);

const payload = fc.record({
  rank: id,
  until: fc.oneof(
    fc.constant(null),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    anyText,
  ),
  crate: id,
  boost: id,
  multiplier: quantity,
  minutes: quantity,
  quantity,
  season: quantity,
  premium: fc.boolean(),
  votes: quantity,
  uses: quantity,
  reason: anyText,
  duration_minutes: fc.oneof(fc.constant(null), quantity),
  code: id,
  item_id: id,
  track: id,
  pass_level: quantity,
  data: fc.record({
    id,
    Count: quantity,
    species: id,
    level: quantity,
    shiny: fc.oneof(fc.boolean(), anyText),
    pokeball: id,
    display_name: anyText,
    lore: anyText,
  }),
});

/** A staff reward command: selectors there are staff's own; the fuzz is about what the game sends. */
const STAFF_COMMAND = 'give {player} minecraft:diamond 1';
const settings = { items: {}, namePattern: minecraftNamePattern(undefined) };
const NAME = /^[A-Za-z0-9_]{3,16}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach the console line
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A template as a pattern of what each place may hold once rendered; {player} captures the name. */
function shapeOf(template: string): RegExp {
  const place: Record<string, string> = {
    player: '([A-Za-z0-9_]{3,16})',
    uuid: '[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}',
    command: 'give ([A-Za-z0-9_]{3,16}) minecraft:diamond 1',
    display_name: '[^@]*',
    reason: '[^@]*',
  };
  const parts = template.split(/(\{[a-z_]+\})/);
  const body = parts.map((p, i) =>
    i % 2 === 1 ? (place[p.slice(1, -1)] ?? '[A-Za-z0-9_.:/-]+') : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^${body.join('')}$`);
}

describe('fuzz: a name, an id or a number from the site never becomes more than its place in a command', () => {
  for (const [key, templates] of Object.entries(DEFAULT_TEMPLATES)) {
    const [kind, variant] = key.split('.') as [string, string | undefined];
    it(`${key}`, () => {
      fc.assert(
        fc.property(name, uuid, payload, (player, playerUuid, p) => {
          const serverWide = variant === 'server_wide';
          const action = {
            id: '5b0e8c1e-9a55-4c52-8f7a-0a1b2c3d4e5f',
            kind,
            player_uuid: serverWide ? null : playerUuid,
            requires_online: false,
            payload: { ...p, type: variant?.toUpperCase() ?? 'ITEM', command: STAFF_COMMAND },
            purchase_id: null,
          } as unknown as DeliveryAction;
          const planned = commandsFor(action, serverWide ? null : player, {
            ...settings,
            templates: { [kind]: templates },
          });
          if ('error' in planned) return;
          expect(planned.commands).toHaveLength(templates.length);
          for (const [i, command] of planned.commands.entries()) {
            expect(command).not.toMatch(CONTROL);
            expect(command).not.toMatch(/@[aeprsn]/);
            // render trims the command: an empty text at its end takes the space before it along.
            const placed = shapeOf(templates[i]!).exec(command) ?? shapeOf(templates[i]!).exec(`${command} `);
            expect(placed, `${JSON.stringify(command)} does not fit ${templates[i]}`).not.toBeNull();
            for (const n of placed!.slice(1)) expect(n).toBe(player);
            if (templates[i]!.includes('{player}') || templates[i]!.includes('{command}')) expect(player).toMatch(NAME);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('delivers every default template when the values are good ones', () => {
    for (const [key, templates] of Object.entries(DEFAULT_TEMPLATES)) {
      const [kind] = key.split('.') as [string];
      const action = {
        id: '5b0e8c1e-9a55-4c52-8f7a-0a1b2c3d4e5f',
        kind,
        player_uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
        requires_online: false,
        payload: {
          rank: 'elite',
          until: '2030-01-01T00:00:00Z',
          crate: 'cosmetic',
          boost: 'shiny',
          multiplier: 1.5,
          minutes: 60,
          quantity: 3,
          season: 1,
          votes: 5,
          uses: 2,
          reason: 'Griefing the spawn',
          duration_minutes: 60,
          code: 'ABCD2345EF',
          type: 'ITEM',
          track: 'free',
          pass_level: 4,
          command: STAFF_COMMAND,
          data: {
            id: 'cobblemon:rare_candy',
            Count: 2,
            species: 'eevee',
            level: 5,
            shiny: true,
            display_name: 'Eevee',
          },
        },
        purchase_id: null,
      } as unknown as DeliveryAction;
      expect(commandsFor(action, 'Steve', { ...settings, templates: { [kind]: templates } }), key).toHaveProperty(
        'commands',
      );
    }
  });
});
