import { placeholderProblem } from './placeholders.ts';
import type { DeliveryAction } from './site-client.ts';
import { placeholderValues, render, templateFor } from './templates.ts';

export interface CommandSettings {
  templates: Record<string, string[]>;
  items: Record<string, string[]>;
  /** The player names the server takes (minecraftNamePattern with the Floodgate prefix, if any). */
  namePattern: RegExp;
}

/** A value as an error message shows it: quoted, with control characters escaped, not too long. */
const shown = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

/**
 * The console commands of one action, or why none may run: a player name the server does not take, no
 * template, or a value that does not fit its placeholder (a selector, a `*`, a space, a second line).
 * Everything is checked before the first command, so an action runs all of its commands or none.
 */
export function commandsFor(
  action: DeliveryAction,
  playerName: string | null,
  settings: CommandSettings,
  now = Date.now(),
): { commands: string[] } | { error: string } {
  if (playerName !== null && !settings.namePattern.test(playerName))
    return {
      error: `The player's name ${shown(playerName)} is not a name Minecraft allows (3-16 letters, digits or _); no command was run.`,
    };
  const templates = templateFor(action, settings.templates, settings.items);
  if (!templates?.length)
    return {
      error: `The bridge has no command template for ${action.kind}; add one to its config. No command was run.`,
    };
  const values: Record<string, string> = placeholderValues(action, playerName, now);
  for (const template of templates)
    for (const [, name] of template.matchAll(/\{([a-z_]+)\}/g)) {
      const why = placeholderProblem(name!, values[name!]);
      if (why)
        return {
          error: `{${name}} ${why}${values[name!] ? ` (${shown(values[name!]!)})` : ''}, in "${template}"; no command was run.`,
        };
    }
  return { commands: templates.map((t) => render(t, values)) };
}
