import { minecraftUuid } from '../domain/game/common.ts';

// What each template placeholder may hold (docs/game-server.md, "Command templates"). A console command
// reads its arguments by position: a value that could be read as something else (a selector such as
// @a, the `*` of every score holder, a space that starts another argument, a line break that starts
// another command) must never reach it. Names and ids are refused; free text is made harmless.

type Kind =
  /** The player's name, checked against the server's name rule before anything is rendered. */
  | 'name'
  | 'uuid'
  /** A count: digits only. */
  | 'integer'
  /** A multiplier: digits with an optional decimal part. */
  | 'number'
  /** An id (rank, crate, item, boost, species, code…): one word of letters, digits and _ . : / - */
  | 'token'
  /** Words shown to people (a reason, a display name): one line, no selector. */
  | 'text'
  /** A battle pass reward's command, written by staff: one line, with the checked {player}. */
  | 'command';

const KINDS = {
  player: 'name',
  uuid: 'uuid',
  item: 'token',
  quantity: 'integer',
  duration: 'token',
  minutes: 'integer',
  until: 'token',
  rank: 'token',
  reason: 'text',
  reason_json: 'text',
  crate: 'token',
  boost: 'token',
  multiplier: 'number',
  season: 'integer',
  tier: 'token',
  premium: 'token',
  votes: 'integer',
  uses: 'integer',
  action_id: 'token',
  purchase_id: 'token',
  code: 'token',
  // A battle pass reward: its type and its data's fields (docs/game-server-api.md, Deliveries).
  type: 'token',
  track: 'token',
  pass_level: 'integer',
  id: 'token',
  count: 'integer',
  species: 'token',
  level: 'integer',
  shiny: 'token',
  pokeball: 'token',
  display_name: 'text',
  lore: 'text',
  command: 'command',
} satisfies Record<string, Kind>;

export const PLACEHOLDERS: readonly string[] = Object.keys(KINDS);

const SHAPES: Partial<Record<Kind, { pattern: RegExp; says: string }>> = {
  integer: { pattern: /^\d{1,9}$/, says: 'a whole number' },
  number: { pattern: /^\d{1,9}(\.\d{1,6})?$/, says: 'a number' },
  token: { pattern: /^[A-Za-z0-9_.:/-]{1,128}$/, says: 'one word of letters, digits and _ . : / -' },
};

/**
 * Why `value` may not stand for `{placeholder}` in a command, or null when it may. The player's name is
 * checked against the server's rule before (commandsFor); text and commands are made safe when the
 * values are gathered (lineText, oneLine).
 */
export function placeholderProblem(placeholder: string, value: string | undefined): string | null {
  const kind = (KINDS as Record<string, Kind>)[placeholder];
  if (value === undefined || (value === '' && kind !== 'text')) return 'has no value in this action';
  if (kind === 'uuid') return minecraftUuid.safeParse(value).success ? null : 'is not a Minecraft UUID';
  const shape = kind && SHAPES[kind];
  return shape && !shape.pattern.test(value) ? `must be ${shape.says}` : null;
}

/** One console line: a control character (a line break) would end the command and start another. */
export function oneLine(v: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach the console line
  return String(v ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

/** A payload's value as a placeholder's text: people's text made harmless, the rest checked when used. */
export function placeholderText(placeholder: string, v: unknown): string {
  return (KINDS as Record<string, Kind>)[placeholder] === 'text' ? lineText(v) : oneLine(v);
}

/** Text shown to people: one line, and no `@`, which a message argument (say, a ban reason) expands as a selector. */
export function lineText(v: unknown): string {
  return oneLine(v).replace(/@/g, '\uff20');
}
