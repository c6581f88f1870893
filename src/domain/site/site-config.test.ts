import { describe, expect, it } from 'vitest';
import { minecraftServerAddress, minecraftVersion } from './site-config';

describe('minecraftServerAddress', () => {
  it.each(['play.cobbleleague.example', 'mc.example.com:25565', '203.0.113.7', 'localhost', ' play.example.com '])(
    'takes %j',
    (address) => expect(minecraftServerAddress.parse(address)).toBe(address.trim()),
  );

  it.each(['', 'https://play.example.com', 'play example.com', 'play.example.com:', '-play.example.com', 'a..b'])(
    'refuses %j',
    (address) => expect(minecraftServerAddress.safeParse(address).success).toBe(false),
  );
});

describe('minecraftVersion', () => {
  it.each(['1.21.1', '1.20'])('takes %j', (version) => expect(minecraftVersion.parse(version)).toBe(version));
  it.each(['', 'latest', '1.21.1-fabric', 'v1.21'])('refuses %j', (version) =>
    expect(minecraftVersion.safeParse(version).success).toBe(false),
  );
});
