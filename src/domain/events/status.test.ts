import { describe, expect, it } from 'vitest';
import { eventDisplayStatus, featuredEvent, isHappeningNow, isPast, isUpcoming } from './status.ts';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('event display status', () => {
  it('is Ended once the end has passed, whatever the status', () => {
    expect(eventDisplayStatus({ status: 'open', startAt: at(-3), endAt: at(-1) }, now)).toBe('Ended');
    expect(eventDisplayStatus({ status: 'open', startAt: at(-3), endAt: now }, now)).toBe('Ended');
  });

  it('is In Progress once the start has passed and the end has not (or there is no end)', () => {
    expect(eventDisplayStatus({ status: 'closed', startAt: at(-1), endAt: at(1) }, now)).toBe('In Progress');
    expect(eventDisplayStatus({ status: 'open', startAt: at(-1), endAt: null }, now)).toBe('In Progress');
  });

  it("is Open before the start when the status is 'open', else Registration Closed", () => {
    expect(eventDisplayStatus({ status: 'open', startAt: at(1), endAt: at(3) }, now)).toBe('Open');
    expect(eventDisplayStatus({ status: 'closed', startAt: at(1), endAt: at(3) }, now)).toBe('Registration Closed');
    expect(eventDisplayStatus({ status: 'full', startAt: at(1), endAt: null }, now)).toBe('Registration Closed');
  });

  it('accepts ISO strings', () => {
    expect(eventDisplayStatus({ status: 'open', startAt: at(1).toISOString(), endAt: null }, now)).toBe('Open');
  });
});

describe('upcoming and past', () => {
  it('calls an event upcoming while its start is ahead', () => {
    expect(isUpcoming({ status: 'open', startAt: at(1), endAt: null }, now)).toBe(true);
    expect(isUpcoming({ status: 'open', startAt: now, endAt: null }, now)).toBe(false);
  });

  it('calls it past once its end has passed, or its start when it has no end', () => {
    expect(isPast({ status: 'open', startAt: at(-3), endAt: at(-1) }, now)).toBe(true);
    expect(isPast({ status: 'open', startAt: at(-3), endAt: at(1) }, now)).toBe(false);
    expect(isPast({ status: 'open', startAt: at(-3), endAt: null }, now)).toBe(true);
  });

  it('has an event that started and has not ended happening now', () => {
    expect(isHappeningNow({ status: 'open', startAt: at(-1), endAt: at(1) }, now)).toBe(true);
    expect(isHappeningNow({ status: 'open', startAt: at(1), endAt: at(2) }, now)).toBe(false);
  });
});

describe('featured event', () => {
  const event = (title: string, kind: string, startHours: number) => ({
    title,
    kind,
    status: 'open',
    startAt: at(startHours),
    endAt: null,
  });

  it('is the first upcoming tournament', () => {
    const events = [
      event('Raid', 'raid', 1),
      event('Cup B', 'tournament', 9),
      event('Cup A', 'tournament', 5),
      event('Old Cup', 'tournament', -5),
    ];
    expect(featuredEvent(events, now)?.title).toBe('Cup A');
  });

  it('is the first upcoming event when no tournament is upcoming', () => {
    expect(
      featuredEvent([event('Quick', 'quick', 4), event('Raid', 'raid', 2), event('Old Cup', 'tournament', -1)], now)
        ?.title,
    ).toBe('Raid');
  });

  it('is none when nothing is upcoming', () => {
    expect(featuredEvent([event('Old', 'quick', -2)], now)).toBeNull();
  });
});
