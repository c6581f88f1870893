import { describe, expect, it } from 'vitest';
import { csvField, waitlistCsv } from './operations.ts';

describe('waitlist CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
  });

  it('has a header and one line per entry', () => {
    const csv = waitlistCsv([
      {
        id: '1',
        playerName: 'Ash',
        email: 'a@b.c',
        discordUsername: 'ash',
        minecraftUsername: null,
        whyJoin: 'fun',
        mostExcitedFeature: 'gyms',
        communityEnhancement: 'events',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'playerName,email,discordUsername,minecraftUsername,whyJoin,mostExcitedFeature,communityEnhancement,createdAt',
      'Ash,a@b.c,ash,,fun,gyms,events,2026-01-01T00:00:00.000Z',
      '',
    ]);
  });
});
