import { z } from 'zod';
import { ELEMENTS } from '../shared/elements.ts';
import { minecraftName } from './minecraft-name.ts';

export { minecraftName };

// Building blocks of the game server API (/api/game/v1). The API speaks snake_case JSON.

/** Any 8-4-4-4-12 hex UUID: Java accounts are v4 (v3 offline), Bedrock players via Floodgate are not RFC-versioned. */
export const minecraftUuid = z.guid('A Minecraft UUID looks like 069a79f4-44e9-4726-a5be-fca90e38aaf5').toLowerCase();

export const minecraftPlayer = z.object({ uuid: minecraftUuid, name: minecraftName }).meta({
  id: 'GamePlayer',
  description: 'A Minecraft account: the UUID is the identity; the name is updated on every call.',
});
export type MinecraftPlayer = z.infer<typeof minecraftPlayer>;

export const elementSchema = z.enum(ELEMENTS);

/** A gym is named by its element ("fire") or by the id of its gym leader (GET /gyms lists both). */
export const gymRef = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => (ELEMENTS as readonly string[]).includes(v) || z.guid().safeParse(v).success, {
    message: `A gym is an element (${ELEMENTS.join(', ')}) or a gym leader id`,
  })
  .meta({ id: 'GymRef', example: 'fire' });
