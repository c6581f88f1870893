import { z } from 'zod';

// What Minecraft accepts as a player's name, in one place for the site and the bridge: a console
// command reads the name where a target goes, so anything else (`*`, an `@a` selector, a space, a
// control character) would name other players or end the command.

/**
 * The characters Floodgate may put before a Bedrock player's name (its `username-prefix`, `.` by
 * default): each is read as part of a name by every command, and is neither a selector nor a target of all.
 */
export const FLOODGATE_PREFIX_CHARS = '.-_';

export const FLOODGATE_PREFIX_MESSAGE = `FLOODGATE_PREFIX must be one character of ${[...FLOODGATE_PREFIX_CHARS].join(' ')} (Floodgate's username-prefix; its default is .), or unset when the server takes Java players only`;

/** Floodgate's username-prefix as an operator sets it: one safe character. */
export const floodgatePrefix = z
  .string()
  .refine((v) => v.length === 1 && FLOODGATE_PREFIX_CHARS.includes(v), FLOODGATE_PREFIX_MESSAGE);

const escape = (chars: string) => chars.replace(/[\]\\^-]/g, '\\$&');

/** Java names are 3-16 of [A-Za-z0-9_]; a Bedrock player through Floodgate has one of `prefixes` before it. */
function namePattern(prefixes: string): RegExp {
  return new RegExp(`^${prefixes ? `[${escape(prefixes)}]?` : ''}[A-Za-z0-9_]{3,16}$`);
}

/**
 * The names a server takes: Java names, and with Floodgate's prefix (when the owner turns it on) Bedrock
 * players' names. The game API and the bridge hold every name they see to it.
 */
export function minecraftNamePattern(prefix: string | undefined): RegExp {
  if (prefix !== undefined) floodgatePrefix.parse(prefix);
  return namePattern(prefix ?? '');
}

const NAME_MESSAGE = 'A Minecraft name has 3-16 letters, digits or _';

export function minecraftNameMessage(prefix: string | undefined): string {
  return prefix ? `${NAME_MESSAGE}, after ${prefix} for a Bedrock player` : NAME_MESSAGE;
}

/** The configured rule as a schema (the game API's names); `prefix` is Floodgate's, or undefined when off. */
export function minecraftNameRule(prefix: string | undefined) {
  return z.string().trim().regex(minecraftNamePattern(prefix), minecraftNameMessage(prefix));
}

/**
 * A name as the site's own forms take it (an opponent, a player to link): a Java name, or a Bedrock one with
 * any prefix Floodgate may use. Only names the game API took are stored, so this finds nothing else.
 */
export const minecraftName = z
  .string()
  .trim()
  .regex(namePattern(FLOODGATE_PREFIX_CHARS), `${NAME_MESSAGE}; a Bedrock player's may start with Floodgate's prefix`);

/** A search box's text: a name or its start (1-16 characters), with an optional Floodgate prefix. */
export const minecraftNameSearch = z
  .string()
  .trim()
  .regex(
    new RegExp(`^(?:[${escape(FLOODGATE_PREFIX_CHARS)}][A-Za-z0-9_]{0,16}|[A-Za-z0-9_]{1,16})$`),
    'Search with up to 16 letters, digits or _ of a Minecraft name',
  );
