import { describe, expect, it } from 'vitest';
import { lastSeenText, offlineDetails, onlineDetails, playersText, statusLine } from './texts.ts';

const NOW = Date.parse('2026-11-28T18:00:00Z');

describe('server status texts', () => {
  it('says the game count with what it counts', () => {
    expect(playersText(1234, 2000)).toBe('1,234/2,000 players in game');
  });

  it('says online only for an online answer', () => {
    const online = {
      state: 'online',
      checkedAt: '2026-11-28T18:00:00Z',
      playersOnline: 12,
      playersMax: 100,
      version: '1.21.1',
      motd: 'Hi',
      latencyMs: 3,
    } as const;
    expect(statusLine(online, NOW)).toBe('Server Online · 12/100 players in game');
    expect(onlineDetails(online)).toBe('12/100 players in game · Version 1.21.1 · 3 ms ping');
    expect(statusLine({ state: 'checking' }, NOW)).toBe('Checking the server...');
    expect(statusLine({ state: 'offline', checkedAt: '2026-11-28T18:00:00Z', lastSeenAt: null }, NOW)).toBe(
      'Server Offline',
    );
    expect(
      statusLine({ state: 'offline', checkedAt: '2026-11-28T18:00:00Z', lastSeenAt: '2026-11-28T17:55:00Z' }, NOW),
    ).toBe('Server Offline · last seen 5m ago');
  });

  it('says when the server was last seen, if ever', () => {
    expect(lastSeenText(null, NOW)).toBeNull();
    expect(offlineDetails({ state: 'offline', checkedAt: '2026-11-28T18:00:00Z', lastSeenAt: null }, NOW)).toBe(
      'Not answering',
    );
    expect(
      offlineDetails({ state: 'offline', checkedAt: '2026-11-28T18:00:00Z', lastSeenAt: '2026-11-27T18:00:00Z' }, NOW),
    ).toBe('Not answering · last seen 1d ago');
    expect(lastSeenText('2026-11-28T17:59:50Z', NOW)).toBe('last seen just now');
    expect(lastSeenText('2026-11-28T15:00:00Z', NOW)).toBe('last seen 3h ago');
  });
});
