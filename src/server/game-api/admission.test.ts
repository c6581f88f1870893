import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { GAME_IN_FLIGHT, GAME_WAITING, InFlight, KeyRate } from './admission.ts';

describe('KeyRate', () => {
  it('lets a burst of one second through, then one request per 1/rate seconds, per key', () => {
    const rate = new KeyRate(5);
    for (let i = 0; i < 5; i++) rate.take('a', 0);
    expect(() => rate.take('a', 0)).toThrow(AppError);
    rate.take('b', 0);
    rate.take('a', 200); // a fifth of a second later: one more
    expect(() => rate.take('a', 200)).toThrow(/at most 5 a second/);
  });
});

describe('InFlight', () => {
  it(`works on ${GAME_IN_FLIGHT} at once, in order of arrival, and refuses past ${GAME_WAITING} waiting`, async () => {
    const gate = new InFlight();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number) =>
      gate.run(async () => {
        order.push(i);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const all = Array.from({ length: GAME_IN_FLIGHT + GAME_WAITING }, (_, i) => work(i));
    await expect(work(-1)).rejects.toMatchObject({ code: 'unavailable' });
    while (order.length < all.length) {
      await new Promise((r) => setImmediate(r));
      releases.splice(0).forEach((release) => release());
    }
    await Promise.all(all);
    expect(most).toBe(GAME_IN_FLIGHT);
    expect(order).toEqual(Array.from({ length: all.length }, (_, i) => i));
  });
});
