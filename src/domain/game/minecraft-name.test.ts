import { describe, expect, it } from 'vitest';
import { floodgatePrefix, minecraftName, minecraftNamePattern, minecraftNameRule } from './minecraft-name.ts';

describe('a Minecraft name', () => {
  it('is 3-16 letters, digits or _, as Java takes it', () => {
    const java = minecraftNamePattern(undefined);
    for (const ok of ['Notch', 'Jeb_', 'abc', 'A_very_long_name']) expect(java.test(ok), ok).toBe(true);
    for (const bad of ['*', '@a', '@p', 'ab', 'seventeen_chars_x', 'Ash Ketchum', 'Evil"}§k;x', 'a\nb', '.Steve', ''])
      expect(java.test(bad), bad).toBe(false);
  });

  it("takes a Bedrock player's name only with the prefix the owner set for Floodgate", () => {
    const dotted = minecraftNameRule('.');
    expect(dotted.parse('.Steve')).toBe('.Steve');
    expect(dotted.parse('Steve')).toBe('Steve');
    expect(dotted.safeParse('-Steve').success).toBe(false);
    expect(dotted.safeParse('*Steve').success).toBe(false);
    expect(minecraftNameRule(undefined).safeParse('.Steve').error?.issues[0]?.message).toBe(
      'A Minecraft name has 3-16 letters, digits or _',
    );
  });

  it('refuses a prefix that a command would read as something else', () => {
    for (const bad of ['*', '@', ' ', '..', '#', ''])
      expect(() => minecraftNamePattern(bad), JSON.stringify(bad)).toThrow(/FLOODGATE_PREFIX must be one character/);
    expect(floodgatePrefix.safeParse('.').success).toBe(true);
  });

  it("in the site's own forms: any name a server may take, never a selector", () => {
    expect(minecraftName.parse(' .Steve ')).toBe('.Steve');
    for (const bad of ['*', '@a', 'a*', 'x'.repeat(17)]) expect(minecraftName.safeParse(bad).success, bad).toBe(false);
  });
});
