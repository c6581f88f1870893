import { minecraftName } from '../../../../domain/game/minecraft-name.ts';
import type { WorldState } from './world-state.ts';

// The answers of a vanilla 1.21 server (and of LuckPerms and a crates plugin) to console commands,
// word for word where the bridge or a person reads them. Commands outside this list answer as vanilla
// does for an unknown command, so a template with a typo fails here as it would in game.

const NO_PLAYER = 'No player was found';
/** A player name LuckPerms and a login take: a Java name, or a Bedrock one with Floodgate's prefix. */
const isName = (name: string) => minecraftName.safeParse(name).success;

type Handler = (world: WorldState, args: string[], rest: (from: number) => string) => string;

/** Resolves a target (a name or @a) to the online players it names. */
function targets(world: WorldState, target: string | undefined): string[] {
  if (target === '@a') return world.players().map((p) => p.name);
  const p = target ? world.online.get(target.toLowerCase()) : undefined;
  return p ? [p.name] : [];
}

const list: Handler = (world, args) => {
  const names = world.players().map((p) => (args[0] === 'uuids' ? `${p.name} (${p.uuid})` : p.name));
  return `There are ${names.length} of a max of ${world.maxPlayers} players online: ${names.join(', ')}`;
};

const tellraw: Handler = (world, args, rest) => {
  if (targets(world, args[0]).length === 0) return NO_PLAYER;
  try {
    JSON.parse(rest(1));
  } catch {
    return `Invalid chat component: ${rest(1)}<--[HERE]`;
  }
  return '';
};

const give: Handler = (world, args) => {
  const to = targets(world, args[0]);
  if (to.length === 0) return NO_PLAYER;
  const count = Number(args[2] ?? 1);
  return to.length === 1
    ? `Gave ${count} [${args[1]}] to ${to[0]}`
    : `Gave ${count} [${args[1]}] to ${to.length} players`;
};

const ban: Handler = (world, args, rest) => {
  const name = args[0] ?? '';
  if (world.banned.has(name.toLowerCase())) return 'Nothing changed. The player is already banned';
  const reason = rest(1) || 'Banned by an operator.';
  world.banned.set(name.toLowerCase(), reason);
  world.leave(name);
  return `Banned ${name}: ${reason}`;
};

const pardon: Handler = (world, args) => {
  const name = args[0] ?? '';
  if (!world.banned.delete(name.toLowerCase())) return "Nothing changed. The player isn't banned";
  return `Unbanned ${name}`;
};

const kick: Handler = (world, args, rest) => {
  const to = targets(world, args[0]);
  if (to.length === 0) return NO_PLAYER;
  to.forEach((n) => world.leave(n));
  return `Kicked ${to[0]}: ${rest(1) || 'Kicked by an operator'}`;
};

const scoreboard: Handler = (world, args) => {
  const [section, verb, target, objective, amount] = args;
  if (section === 'objectives' && verb === 'add') {
    const key = `objective:${target}`;
    if (world.scores.has(key)) return 'An objective already exists by that name';
    world.scores.set(key, 0);
    return `Created new objective [${target}]`;
  }
  if (section === 'players' && (verb === 'add' || verb === 'set')) {
    if (!world.scores.has(`objective:${objective}`)) return `Unknown scoreboard objective '${objective}'`;
    const key = `${objective}:${target}`;
    const now = verb === 'add' ? (world.scores.get(key) ?? 0) + Number(amount) : Number(amount);
    world.scores.set(key, now);
    return verb === 'add'
      ? `Added ${amount} to [${objective}] for ${target} (now ${now})`
      : `Set [${objective}] for ${target} to ${now}`;
  }
  return `Incorrect argument for command<--[HERE]`;
};

/** LuckPerms: lp user <name> parent add|addtemp|remove|removetemp <group> [duration] [modifier]; permission set. */
const luckPerms: Handler = (world, args) => {
  const [scope, name = '', section, verb, group = '', duration] = args;
  if (scope !== 'user' || !isName(name)) return `[LP] A user for ${name} could not be found.`;
  const parents = world.groups.get(name.toLowerCase()) ?? new Map<string, Date | null>();
  world.groups.set(name.toLowerCase(), parents);
  if (section === 'permission' && verb === 'set')
    return `[LP] Set ${group} to ${duration ?? 'true'} for ${name} in context global.`;
  if (section !== 'parent') return '[LP] Command not recognised.';
  if (verb === 'add') {
    if (parents.get(group) === null) return `[LP] ${name} already inherits from ${group} in context global.`;
    parents.set(group, null);
    return `[LP] ${name} now inherits permissions from ${group} in context global.`;
  }
  if (verb === 'addtemp') {
    const seconds = Number(/^(\d+)s$/.exec(duration ?? '')?.[1]);
    if (!seconds) return `[LP] Invalid duration: ${duration}`;
    parents.set(group, new Date(Date.now() + seconds * 1000));
    return `[LP] ${name} now inherits permissions from ${group} for a duration of ${duration} in context global.`;
  }
  if (verb === 'remove' || verb === 'removetemp') {
    const had = parents.has(group) && (parents.get(group) === null) === (verb === 'remove');
    if (!had) return `[LP] ${name} does not inherit from ${group} in context global.`;
    parents.delete(group);
    return `[LP] ${name} no longer inherits permissions from ${group} in context global.`;
  }
  return '[LP] Command not recognised.';
};

/** A crates plugin: crate key give <player> <crate> <amount> (virtual keys: the player may be offline). */
const crate: Handler = (_world, args) =>
  args[0] === 'key' && args[1] === 'give' && args[2]
    ? `Given x${args[4] ?? 1} ${args[3]} key(s) to ${args[2]}.`
    : 'Usage: /crate key give <player> <crate> <amount>';

/**
 * Not a Minecraft command: how `npm run game-sim -- --stand-in` makes players join and leave the
 * development stand-in over the same RCON port (standin join <name> <uuid> | standin leave <name>).
 */
const standIn: Handler = (world, [verb, name = '', uuid = '']) => {
  if (verb === 'join' && isName(name) && /^[0-9a-f-]{36}$/i.test(uuid)) {
    world.join({ name, uuid: uuid.toLowerCase() });
    return `${name} joined the game`;
  }
  if (verb === 'leave' && world.online.has(name.toLowerCase())) {
    world.leave(name);
    return `${name} left the game`;
  }
  return 'Usage: standin join <name> <uuid> | standin leave <name>';
};

const silent: Handler = () => '';

const HANDLERS: Record<string, Handler> = {
  list,
  tellraw,
  give,
  ban,
  pardon,
  kick,
  scoreboard,
  lp: luckPerms,
  luckperms: luckPerms,
  crate,
  say: silent,
  msg: silent,
  tell: silent,
  me: silent,
  'save-all': () => 'Saved the game',
  standin: standIn,
};

export function answerCommand(world: WorldState, command: string): string {
  const words = command.split(/\s+/).filter(Boolean);
  const handler = HANDLERS[words[0]?.toLowerCase() ?? ''];
  if (!handler) return `Unknown or incomplete command, see below for error${command}<--[HERE]`;
  const args = words.slice(1);
  // The text after the first n arguments, spaces kept (reasons, JSON).
  const rest = (from: number) =>
    command
      .split(/\s+/)
      .slice(from + 1)
      .join(' ');
  return handler(world, args, rest);
}
