import { describe, expect, it } from 'vitest';
import { voteSiteHost } from './site-host.ts';
import { VOTE_SITE_MESSAGES, voteSiteInputSchema } from './sites.ts';

const messageFor = (input: unknown, field: string) => {
  const result = voteSiteInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
};

describe('a vote site', () => {
  it('keeps a trimmed name, an https address and a reward note; a blank note is none', () => {
    expect(
      voteSiteInputSchema.parse({ name: ' TopG ', url: 'https://topg.org/x', rewardNote: ' 1 vote key ' }),
    ).toEqual({ name: 'TopG', url: 'https://topg.org/x', rewardNote: '1 vote key' });
    expect(voteSiteInputSchema.parse({ name: 'TopG', url: 'https://topg.org/x', rewardNote: '  ' }).rewardNote).toBe(
      null,
    );
  });

  it('takes https addresses only, with a reason for each refusal', () => {
    expect(messageFor({ name: 'a', url: 'http://topg.org/x' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlNotHttps);
    expect(messageFor({ name: 'a', url: 'javascript:alert(1)' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlNotHttps);
    expect(messageFor({ name: 'a', url: 'topg.org/vote' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlNotLink);
    expect(messageFor({ name: 'a', url: 'https://localhost/vote' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlNotLink);
    expect(messageFor({ name: 'a', url: 'https://me:pw@topg.org/' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlNotLink);
    expect(messageFor({ name: 'a', url: '' }, 'url')).toBe(VOTE_SITE_MESSAGES.urlRequired);
  });

  it('needs a name, and limits every text', () => {
    expect(messageFor({ name: ' ', url: 'https://topg.org/' }, 'name')).toBe(VOTE_SITE_MESSAGES.nameRequired);
    expect(messageFor({ name: 'n'.repeat(61), url: 'https://topg.org/' }, 'name')).toBe(
      'The name must be at most 60 characters.',
    );
    expect(messageFor({ name: 'n', url: 'https://topg.org/', rewardNote: 'r'.repeat(121) }, 'rewardNote')).toBe(
      'The reward note must be at most 120 characters.',
    );
  });

  it('shows its host without www', () => {
    expect(voteSiteHost('https://www.planetminecraft.com/server/x/vote/')).toBe('planetminecraft.com');
  });
});
