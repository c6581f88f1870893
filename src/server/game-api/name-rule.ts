import { minecraftNameMessage, minecraftNamePattern } from '../../domain/game/minecraft-name.ts';
import { invalidInput } from '../http/errors.ts';

/**
 * Refuses a call naming a player by a name this server does not take: the schemas take any name Minecraft
 * may use, and this holds them to the configured rule (Floodgate's prefix only when FLOODGATE_PREFIX is set).
 */
export function refuseUntakenNames(prefix: string | undefined, names: Record<string, string>): void {
  const pattern = minecraftNamePattern(prefix);
  const bad = Object.keys(names).filter((field) => !pattern.test(names[field]!));
  if (bad.length > 0) throw invalidInput(Object.fromEntries(bad.map((f) => [f, minecraftNameMessage(prefix)])));
}
