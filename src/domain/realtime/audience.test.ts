import { describe, expect, it } from 'vitest';
import { audienceOf, REALTIME_AUDIENCE } from './audience.ts';
import { REALTIME_TABLES } from './tables.ts';

describe('REALTIME_AUDIENCE', () => {
  it('classifies every table the change feed reports, and nothing else', () => {
    expect(Object.keys(REALTIME_AUDIENCE).sort()).toEqual([...REALTIME_TABLES].sort());
  });

  it('keeps what a player files or buys, and what staff keep, off the public stream', () => {
    for (const table of ['support_tickets', 'purchases', 'request_messages', 'notifications'])
      expect(audienceOf(table)).toBe('owner');
    for (const table of ['audit_log', 'game_api_keys', 'notification_sends', 'payment_mismatches'])
      expect(audienceOf(table)).toBe('staff');
    expect(audienceOf('gym_leaders')).toBe('public');
  });

  it('sends a table it does not know to staff only', () => {
    expect(audienceOf('user')).toBe('staff');
    expect(audienceOf('toString')).toBe('staff');
  });
});
