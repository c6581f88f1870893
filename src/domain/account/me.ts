import { z } from 'zod';
import { USER_ROLES } from '../shared/elements.ts';

/** The signed-in account, its linked Minecraft account and whether it leads a gym; null and false when signed out. */
export const meSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        role: z.enum(USER_ROLES),
        discordId: z.string().nullable(),
      })
      .nullable(),
    minecraft: z.object({ uuid: z.string(), name: z.string() }).nullable(),
    /** Whether the account is a registered gym leader (its dashboard is open to it). */
    gymLeader: z.boolean(),
  })
  .meta({ id: 'Me' });

export type Me = z.infer<typeof meSchema>;
