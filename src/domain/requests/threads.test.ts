import { describe, expect, it } from 'vitest';
import { answerEffect, answerSchema, lastClosedAt, REOPEN_WINDOW_DAYS, reopenDeadline } from './threads.ts';

const closed = new Date('2026-11-01T12:00:00Z');
const days = (n: number) => new Date(closed.getTime() + n * 24 * 60 * 60 * 1000);

describe('answering a request', () => {
  it('joins the thread of an open or in-progress item, whenever', () => {
    expect(answerEffect('open', closed, days(400))).toBe('answer');
    expect(answerEffect('in_progress', closed, days(400))).toBe('answer');
  });

  it(`reopens a resolved or declined item within ${REOPEN_WINDOW_DAYS} days, up to the last millisecond`, () => {
    expect(answerEffect('resolved', closed, days(1))).toBe('reopen');
    expect(answerEffect('declined', closed, days(REOPEN_WINDOW_DAYS))).toBe('reopen');
    expect(reopenDeadline(closed).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });

  it('is refused after the window', () => {
    expect(answerEffect('resolved', closed, new Date(reopenDeadline(closed).getTime() + 1))).toBe('too_late');
  });

  it('needs a reply of at most 4000 characters without NUL, other fields dropped', () => {
    expect(answerSchema.safeParse({ body: '  Still broken  ', id: 1 }).data).toEqual({ body: 'Still broken' });
    expect(answerSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe('Your reply is required.');
    expect(answerSchema.safeParse({ body: 'x'.repeat(4001) }).error?.issues[0]?.message).toBe(
      'Your reply must be at most 4000 characters.',
    );
    expect(answerSchema.safeParse({ body: 'a\u0000' }).success).toBe(false);
  });
});

describe('when an item was closed', () => {
  const filed = days(-10);
  it('is its latest change to resolved or declined', () => {
    const entries = [
      { kind: 'status', body: 'resolved', createdAt: days(-5) },
      { kind: 'status', body: 'open', createdAt: days(-3) },
      { kind: 'status', body: 'declined', createdAt: days(-2) },
      { kind: 'reply', body: 'Done', createdAt: days(-1) },
    ];
    expect(lastClosedAt(entries, filed)).toEqual(days(-2));
  });

  it('falls back to the latest entry, else the filing, for an item closed before threads', () => {
    expect(lastClosedAt([{ kind: 'reply', body: 'Done', createdAt: days(-1) }], filed)).toEqual(days(-1));
    expect(lastClosedAt([], filed)).toEqual(filed);
  });
});
