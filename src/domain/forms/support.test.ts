import { describe, expect, it } from 'vitest';
import {
  banAppealSchema,
  bugReportSchema,
  featureRequestSchema,
  playerReportSchema,
  supportTicketSchema,
} from './support.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));
}

describe('support ticket', () => {
  const ok = { email: 'a@b.co', category: 'billing', subject: 'Refund', message: 'Please help' };

  it('accepts a complete ticket and trims it', () => {
    expect(supportTicketSchema.parse({ ...ok, subject: '  Refund  ' }).subject).toBe('Refund');
  });

  it('names each missing field', () => {
    expect(messages(supportTicketSchema.safeParse({}))).toEqual({
      email: 'Email is required.',
      category: 'Choose a category.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('refuses blank, over-long, unknown and malformed values', () => {
    expect(messages(supportTicketSchema.safeParse({ ...ok, subject: '   ' })).subject).toBe('Subject is required.');
    expect(messages(supportTicketSchema.safeParse({ ...ok, subject: 'x'.repeat(201) })).subject).toBe(
      'Subject must be at most 200 characters.',
    );
    expect(supportTicketSchema.safeParse({ ...ok, subject: 'x'.repeat(200) }).success).toBe(true);
    expect(messages(supportTicketSchema.safeParse({ ...ok, message: 'x'.repeat(5001) })).message).toBe(
      'Message must be at most 5000 characters.',
    );
    expect(messages(supportTicketSchema.safeParse({ ...ok, category: 'refunds' })).category).toBe(
      'Choose a valid category.',
    );
    expect(messages(supportTicketSchema.safeParse({ ...ok, category: '' })).category).toBe('Choose a category.');
    expect(messages(supportTicketSchema.safeParse({ ...ok, email: 'nope' })).email).toBe(
      'Enter a valid email address.',
    );
  });

  it('drops unknown keys such as a user id', () => {
    expect(supportTicketSchema.parse({ ...ok, userId: 'someone-else' })).not.toHaveProperty('userId');
  });
});

describe('bug report and feature request', () => {
  it('requires title, severity and description; the rest becomes null when blank', () => {
    const bug = bugReportSchema.parse({
      title: 'Crash',
      severity: 'critical',
      description: 'Boom',
      stepsToReproduce: '  ',
    });
    expect(bug).toMatchObject({ stepsToReproduce: null, expectedBehavior: null, minecraftVersion: null });
    expect(messages(bugReportSchema.safeParse({ title: 'x', severity: 'urgent', description: 'y' })).severity).toBe(
      'Choose a valid severity.',
    );
    expect(
      messages(bugReportSchema.safeParse({ title: 'x', severity: 'low', description: 'y', modVersion: 'v'.repeat(51) }))
        .modVersion,
    ).toBe('Mod version must be at most 50 characters.');
  });

  it('takes only the three priorities', () => {
    expect(featureRequestSchema.parse({ title: 't', priority: 'normal', description: 'd' }).useCase).toBeNull();
    expect(
      messages(featureRequestSchema.safeParse({ title: 't', priority: 'urgent', description: 'd' })).priority,
    ).toBe('Choose a valid priority.');
  });
});

describe('ban appeal', () => {
  const ok = { minecraftUsername: 'Steve_01', banReason: 'Spam', appealReason: 'Sorry' };

  it('checks the Minecraft and Discord usernames', () => {
    expect(banAppealSchema.parse(ok).discordUsername).toBeNull();
    expect(messages(banAppealSchema.safeParse({ ...ok, minecraftUsername: 'no spaces' })).minecraftUsername).toBe(
      'Minecraft username must be 3 to 16 characters: letters, numbers and underscores.',
    );
    expect(messages(banAppealSchema.safeParse({ ...ok, minecraftUsername: 'a'.repeat(17) })).minecraftUsername).toBe(
      'Minecraft username must be at most 16 characters.',
    );
    expect(messages(banAppealSchema.safeParse({ ...ok, discordUsername: 'd'.repeat(38) })).discordUsername).toBe(
      'Discord username must be at most 37 characters.',
    );
  });
});

describe('player report', () => {
  const ok = { reportedUsername: 'Griefer99', reportType: 'griefing', description: 'Broke my base' };

  it('drops blank evidence links and keeps the rest', () => {
    const r = playerReportSchema.parse({ ...ok, evidenceLinks: ['', ' https://imgur.com/a/1 ', '   '] });
    expect(r.evidenceLinks).toEqual(['https://imgur.com/a/1']);
    expect(playerReportSchema.parse(ok).evidenceLinks).toEqual([]);
  });

  it('refuses non-http links, long links and more than 10 links', () => {
    expect(
      messages(playerReportSchema.safeParse({ ...ok, evidenceLinks: ['javascript:alert(1)'] }))['evidenceLinks.0'],
    ).toBe('Each evidence link must be a full http(s) address.');
    expect(messages(playerReportSchema.safeParse({ ...ok, evidenceLinks: ['not a url'] }))['evidenceLinks.0']).toBe(
      'Each evidence link must be a full http(s) address.',
    );
    expect(
      messages(playerReportSchema.safeParse({ ...ok, evidenceLinks: [`https://x.io/${'a'.repeat(500)}`] }))[
        'evidenceLinks.0'
      ],
    ).toBe('Each evidence link must be at most 500 characters.');
    const eleven = Array.from({ length: 11 }, (_, i) => `https://x.io/${i}`);
    expect(messages(playerReportSchema.safeParse({ ...ok, evidenceLinks: eleven })).evidenceLinks).toBe(
      'At most 10 evidence links.',
    );
  });

  it('takes only the listed report types', () => {
    expect(messages(playerReportSchema.safeParse({ ...ok, reportType: 'being-bad' })).reportType).toBe(
      'Choose a valid report type.',
    );
  });
});
