import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';

// Alpha signup: one schema for the form and the handler. Minecraft username is the only optional field.

const LONG_TEXT = 2000;

const requiredText = (label: string, max: number) =>
  plainText(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Minecraft Java names: 3 to 16 letters, digits or underscores. */
export const MINECRAFT_NAME = /^[A-Za-z0-9_]{3,16}$/;

export const waitlistSignupSchema = z
  .object({
    playerName: requiredText('Player Name', 100),
    email: plainText('Email Address', 'Email Address is required')
      .trim()
      .min(1, 'Email Address is required')
      .max(254, 'Email Address is too long')
      .pipe(z.email('Enter a valid email address')),
    minecraftUsername: plainText('Minecraft username')
      .trim()
      .refine(
        (v) => v === '' || MINECRAFT_NAME.test(v),
        'A Minecraft username has 3 to 16 letters, digits or underscores',
      )
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    whyJoin: requiredText('This answer', LONG_TEXT),
    mostExcitedFeature: requiredText('This answer', LONG_TEXT),
    communityEnhancement: requiredText('This answer', LONG_TEXT),
  })
  .meta({ id: 'WaitlistSignup' });

export type WaitlistSignupInput = z.input<typeof waitlistSignupSchema>;
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;

/** What the signup stores as discord_username: the player's game name, else the Discord name, else 'Unknown'. */
export function waitlistDiscordUsername(
  linkedMinecraftName: string | null | undefined,
  discordName: string | null | undefined,
): string {
  return linkedMinecraftName?.trim() || discordName?.trim() || 'Unknown';
}

export const ALREADY_SIGNED_UP = 'You have already signed up for the alpha with this account.';

export const waitlistEntrySchema = z.object({ id: z.string(), createdAt: z.string() }).meta({ id: 'WaitlistEntry' });
export const waitlistStateSchema = z.object({ signedUp: z.boolean() }).meta({ id: 'WaitlistState' });
