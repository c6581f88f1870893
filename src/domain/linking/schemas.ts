import { z } from 'zod';
import { minecraftName } from '../game/common.ts';
import { plainText } from '../shared/inputs.ts';

/** Site side of linking without a mod: the player names their Minecraft account, then types the code sent in game. */
export const linkCodeRequest = z
  .object({ name: minecraftName.meta({ description: 'The Minecraft name of a player online on the server now' }) })
  .meta({ id: 'LinkCodeRequest' });

export const linkCodeRequestResult = z
  .object({
    name: z.string().meta({ description: 'The name as the server spells it' }),
    expires_at: z.string().meta({ description: 'ISO 8601 time after which the code no longer links' }),
  })
  .meta({ id: 'LinkCodeRequestResult' });

export const currentLinkCodeRequest = z
  .object({ request: linkCodeRequestResult.nullable().meta({ description: 'null: no live code sent in game' }) })
  .meta({ id: 'CurrentLinkCodeRequest' });

export const linkCodeVerify = z
  .object({ code: plainText('The code').trim().min(1, 'Enter the code from the game chat').max(64) })
  .meta({ id: 'LinkCodeVerify' });

export const linkCodeVerifyResult = z
  .object({ uuid: z.string(), name: z.string(), linked_at: z.string() })
  .meta({ id: 'LinkCodeVerifyResult' });

/** Wrong codes after which a code no longer works (a guesser gets this many tries per code). */
export const WRONG_TRIES_PER_CODE = 5;
/** Codes an account may ask for, and codes sent to one Minecraft name, per 10 minutes. */
export const REQUESTS_PER_ACCOUNT = 10;
export const REQUESTS_PER_NAME = 3;
/** Codes an account may type (right or wrong) per 10 minutes. */
export const VERIFIES_PER_ACCOUNT = 20;
export const LIMIT_WINDOW_SECONDS = 600;
