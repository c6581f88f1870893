import { describe, expect, it } from 'vitest';
import { waitlistDiscordUsername, waitlistSignupSchema } from './signup.ts';

const valid = {
  playerName: 'Ash',
  email: 'ash@example.test',
  minecraftUsername: '',
  whyJoin: 'Battles',
  mostExcitedFeature: 'Gyms',
  communityEnhancement: 'Events',
};

describe('alpha signup input', () => {
  it('accepts the required fields and leaves an empty Minecraft username out', () => {
    expect(waitlistSignupSchema.parse(valid)).toEqual({ ...valid, minecraftUsername: null });
    expect(waitlistSignupSchema.parse({ ...valid, minecraftUsername: undefined }).minecraftUsername).toBeNull();
    expect(waitlistSignupSchema.parse({ ...valid, minecraftUsername: ' Ash_99 ' }).minecraftUsername).toBe('Ash_99');
  });

  it('names each missing required field', () => {
    const result = waitlistSignupSchema.safeParse({
      playerName: ' ',
      email: '',
      whyJoin: '',
      mostExcitedFeature: '',
      communityEnhancement: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(new Set(paths)).toEqual(
      new Set(['playerName', 'email', 'whyJoin', 'mostExcitedFeature', 'communityEnhancement']),
    );
    expect(result.error!.issues.find((i) => i.path[0] === 'playerName')?.message).toBe('Player Name is required');
  });

  it('rejects a malformed email and Minecraft username', () => {
    const bad = waitlistSignupSchema.safeParse({ ...valid, email: 'not-an-email', minecraftUsername: 'no spaces!' });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Enter a valid email address'],
      ['minecraftUsername', 'A Minecraft username has 3 to 16 letters, digits or underscores'],
    ]);
  });

  it('ignores unknown extra fields such as a user id', () => {
    expect(waitlistSignupSchema.parse({ ...valid, userId: 'someone-else' })).not.toHaveProperty('userId');
  });
});

describe('discord_username of a signup', () => {
  it("is the player's game name, else the Discord name, else 'Unknown'", () => {
    expect(waitlistDiscordUsername('AshKetchum_MC', 'Ash')).toBe('AshKetchum_MC');
    expect(waitlistDiscordUsername(null, 'Ash')).toBe('Ash');
    expect(waitlistDiscordUsername(undefined, '  ')).toBe('Unknown');
    expect(waitlistDiscordUsername(null, null)).toBe('Unknown');
  });
});
