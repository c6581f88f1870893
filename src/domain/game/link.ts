import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { minecraftPlayer } from './common.ts';

/** 32 symbols without look-alikes (no I, O, 0, 1): 10 of them give 2^50 codes, far beyond guessing at our rate limits. */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 10;

/** Players type codes by hand: ignore case, spaces and dashes. */
export function normalizeLinkCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function linkCommand(code: string): string {
  return `/link ${code}`;
}

export const linkCodeResponse = z
  .object({
    code: z.string(),
    command: z.string().meta({ example: '/link 7KQ2M9XAPZ' }),
    expires_at: z.string().meta({ description: 'ISO 8601 time after which the code no longer links' }),
  })
  .meta({ id: 'LinkCode' });

export const linkRedeemRequest = minecraftPlayer
  .extend({ code: plainText('The code').trim().min(1, 'Give the code the player typed').max(64) })
  .meta({ id: 'LinkRedeemRequest' });

export const linkRedeemResponse = z
  .object({
    uuid: z.string(),
    name: z.string(),
    linked_at: z.string(),
    site_user: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'LinkRedeemResponse' });
