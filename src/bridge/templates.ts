import { lineText, oneLine, placeholderText } from './placeholders.ts';
import type { DeliveryAction } from './site-client.ts';

// Console commands per delivery kind (docs/game-server.md, "Command templates"). The defaults need a
// stock server plus LuckPerms (ranks) and a crates plugin (keys); counters a plugin or datapack would
// spend (gym tokens, uses, votes) go to vanilla scoreboards, which work whether the player is online
// or not. A key `<kind>.permanent` is used when there is no end (a rank without `until`, a ban without
// a duration), `<kind>.server_wide` for actions that name no player; `items` (by catalog item id)
// come before all of them.

export const DEFAULT_TEMPLATES: Record<string, string[]> = {
  grant_rank: ['lp user {player} parent addtemp {rank} {duration} replace'],
  'grant_rank.permanent': ['lp user {player} parent add {rank}'],
  revoke_rank: ['lp user {player} parent removetemp {rank}', 'lp user {player} parent remove {rank}'],
  crate_keys: ['crate key give {player} {crate} {quantity}'],
  boost: [
    'scoreboard players add #{boost} boost_minutes {minutes}',
    'say {player} started a {boost} boost: thank you!',
  ],
  gym_tokens: [
    'scoreboard players add {player} gym_tokens {quantity}',
    'tellraw {player} {"text":"You received {quantity} gym token(s).","color":"green"}',
  ],
  'gym_tokens.server_wide': [
    'scoreboard players add #everyone gym_tokens {quantity}',
    'say Every player gets {quantity} gym token(s), thanks to a supporter!',
  ],
  battle_pass: ['lp user {player} permission set battlepass.season{season}.{tier} true'],
  vote_party: [
    'scoreboard players add #server vote_party {votes}',
    'say {player} added {votes} vote(s) to the vote party!',
  ],
  shiny_transform: [
    'scoreboard players add {player} shiny_uses {uses}',
    'tellraw {player} {"text":"You received {uses} shiny transformation(s).","color":"gold"}',
  ],
  pokeball_changer: [
    'scoreboard players add {player} pokeball_uses {uses}',
    'tellraw {player} {"text":"You received {uses} Poké Ball change(s).","color":"aqua"}',
  ],
  pardon: ['pardon {player}'],
  warn: ['scoreboard players add {player} warnings 1'],
  ban: ['ban {player} {reason}'],
  link_code: [
    'tellraw {player} {"text":"Your Cobble League link code: {code} (type it on the site; it works once). Never share it.","color":"gold"}',
  ],
  // A battle pass reward by its type; the kind's own list only runs for a type without one.
  'battle_pass_reward.item': ['give {player} {id} {count}'],
  'battle_pass_reward.pokemon': ['pokegiveother {player} {species} level={level} shiny={shiny}'],
  'battle_pass_reward.command': ['{command}'],
  battle_pass_reward: ['tellraw {player} {"text":"Battle pass reward: {display_name}","color":"gold"}'],
};

/** Run at every (re)connection; "already exists" answers are expected and ignored. */
export const DEFAULT_SETUP_COMMANDS = [
  'scoreboard objectives add gym_tokens dummy',
  'scoreboard objectives add shiny_uses dummy',
  'scoreboard objectives add pokeball_uses dummy',
  'scoreboard objectives add vote_party dummy',
  'scoreboard objectives add warnings dummy',
  'scoreboard objectives add boost_minutes dummy',
];

/** Answers that mean the command did nothing (vanilla, LuckPerms and usage texts). */
export const DEFAULT_FAILURE_PATTERNS = [
  '^Unknown or incomplete command',
  '<--\\[HERE\\]',
  '^No (player|entity|targets?) (was|were) found',
  '^Unknown (item|scoreboard objective|function|block)',
  '^Incorrect argument',
  '^Invalid ',
  '^Expected ',
  'could not be found',
  '^Usage: ',
];

/** Which template an action uses: its catalog item's, else its kind's variant, else its kind's. */
export function templateFor(
  action: DeliveryAction,
  templates: Record<string, string[]>,
  items: Record<string, string[]>,
): string[] | undefined {
  const p = action.payload;
  const itemId = typeof p.item_id === 'string' ? p.item_id : undefined;
  if (itemId && items[itemId]) return items[itemId];
  const byType = typeof p.type === 'string' ? templates[`${action.kind}.${p.type.toLowerCase()}`] : undefined;
  if (action.kind === 'battle_pass_reward' && byType) return byType;
  if (action.player_uuid === null && templates[`${action.kind}.server_wide`])
    return templates[`${action.kind}.server_wide`];
  const endless =
    (action.kind === 'grant_rank' && p.until == null) ||
    (['ban', 'warn'].includes(action.kind) && p.duration_minutes == null);
  if (endless && templates[`${action.kind}.permanent`]) return templates[`${action.kind}.permanent`];
  return templates[action.kind];
}

/**
 * The text of each placeholder for this action. Values are made one line here (people's text also loses
 * its `@`); commandsFor checks the ones a template uses before any command is rendered.
 */
export function placeholderValues(action: DeliveryAction, playerName: string | null, now = Date.now()) {
  const p = action.payload;
  const until = typeof p.until === 'string' ? Date.parse(p.until) : NaN;
  const seconds = Number.isFinite(until)
    ? Math.max(1, Math.ceil((until - now) / 1000))
    : typeof p.duration_minutes === 'number'
      ? p.duration_minutes * 60
      : null;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) if (typeof v !== 'object' || v === null) values[k] = placeholderText(k, v);
  // A battle pass reward's data (id, Count, species, level, shiny, pokeball, display_name, lore).
  const data = typeof p.data === 'object' && p.data !== null ? (p.data as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(data))
    if (typeof v !== 'object' || v === null) values[k.toLowerCase()] = placeholderText(k.toLowerCase(), v);
  const who = { player: playerName ?? '', uuid: action.player_uuid ?? '' };
  return {
    ...values,
    // A reward's command names the player as {player}, as a template would: the name checked by commandsFor.
    ...(typeof p.command === 'string' ? { command: render(oneLine(p.command), who) } : {}),
    ...who,
    item: oneLine(p.item_id),
    quantity: oneLine(p.quantity ?? p.uses ?? p.votes ?? 1),
    duration: seconds === null ? 'permanent' : `${seconds}s`,
    minutes: oneLine(p.minutes ?? (typeof p.duration_minutes === 'number' ? p.duration_minutes : '')),
    reason: lineText(p.reason),
    reason_json: JSON.stringify(lineText(p.reason)).slice(1, -1),
    tier: p.premium === false ? 'free' : 'premium',
    action_id: action.id,
    purchase_id: action.purchase_id ?? '',
  };
}

/** Fills a template's {placeholders}; an unknown name stays as written (the config check refuses those). */
export function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z_]+)\}/g, (all, name: string) => values[name] ?? all).trim();
}
