import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../../src/server/integrations/minecraft/server-status.ts';

// MINECRAFT_SERVER_ADDRESS is read as the game client reads what a player types in Multiplayer.
describe('the address the status is read from', () => {
  it('uses the SRV record, then 25565, when no port is given', () => {
    expect(parseServerAddress('play.example.com')).toEqual({ host: 'play.example.com', port: 25565, srv: true });
  });

  it('connects to the given port directly', () => {
    expect(parseServerAddress('play.example.com:25570')).toEqual({ host: 'play.example.com', port: 25570, srv: false });
    expect(parseServerAddress('127.0.0.1:3722')).toEqual({ host: '127.0.0.1', port: 3722, srv: false });
  });
});
