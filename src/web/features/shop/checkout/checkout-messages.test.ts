import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSED, rankHeldMessage } from '@/domain/shop/checkout';
import { ApiError } from '@/web/lib/api';
import { serverRefusal } from './checkout-messages';

describe("the checkout's refusals from the server", () => {
  it('shows a rank already held (409) in its own words, as a broken rule (400)', () => {
    const held = rankHeldMessage('Elite', 'Elite');
    const conflict = new ApiError(409, 'conflict', held.title, { description: held.description }, CHECKOUT_REFUSED);
    expect(serverRefusal(conflict)).toEqual(held);
    const invalid = new ApiError(400, 'invalid_input', 'Cart is empty', undefined, CHECKOUT_REFUSED);
    expect(serverRefusal(invalid)).toEqual({ title: 'Cart is empty', description: undefined });
  });

  it('leaves any other error to the fallback', () => {
    expect(serverRefusal(new ApiError(409, 'conflict', 'Something else'))).toBeNull();
    expect(serverRefusal(new ApiError(503, 'unavailable', 'Busy', undefined, CHECKOUT_REFUSED))).toBeNull();
    expect(serverRefusal(new Error('network'))).toBeNull();
  });
});
