import { describe, expect, it } from 'vitest';
import { ledgerTotals, weekStartOf, weeklySeries } from './ledger.ts';
import { formatUsd } from '../shared/numbers.ts';
import { dollarsToCents } from './money.ts';
import { payoutMethodOf } from './payout-methods.ts';
import { payoutForm, payoutInput } from './schemas.ts';

describe('ledger totals', () => {
  it('nets reversals out of earnings and subtracts payouts for the balance', () => {
    const totals = ledgerTotals([
      { kind: 'earning', amountCents: 1000 },
      { kind: 'earning', amountCents: 250 },
      { kind: 'reversal', amountCents: 100 },
      { kind: 'payout', amountCents: 700 },
    ]);
    expect(totals).toEqual({ earningsCents: 1150, payoutsCents: 700, balanceCents: 450 });
  });
  it('is zero for an empty ledger', () => {
    expect(ledgerTotals([])).toEqual({ earningsCents: 0, payoutsCents: 0, balanceCents: 0 });
  });
});

describe('weeks', () => {
  it('starts a week on Monday, UTC', () => {
    expect(weekStartOf(new Date('2025-10-05T23:59:00Z'))).toBe('2025-09-29'); // a Sunday
    expect(weekStartOf(new Date('2025-10-06T00:00:00Z'))).toBe('2025-10-06'); // a Monday
  });
  it('fills the last weeks oldest first, with zero where nothing was earned', () => {
    const series = weeklySeries([{ weekStart: '2025-09-29', earningsCents: 500 }], new Date('2025-10-08T12:00:00Z'), 3);
    expect(series).toEqual([
      { weekStart: '2025-09-22', earningsCents: 0 },
      { weekStart: '2025-09-29', earningsCents: 500 },
      { weekStart: '2025-10-06', earningsCents: 0 },
    ]);
  });
});

describe('money', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-505)).toBe('-$5.05');
  });
  it('reads typed dollars as cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' 3 ')).toBe(300);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('1e3')).toBeNull();
  });
});

describe('payout input', () => {
  const ok = { amountCents: 1250, method: 'paypal', reference: 'TX-1' };
  it('accepts a positive amount, a listed method and a reference', () => {
    expect(payoutInput.parse(ok)).toEqual(ok);
  });
  it.each([
    [{ ...ok, amountCents: 0 }, 'The amount must be more than $0.00.'],
    [{ ...ok, amountCents: 12.5 }, 'The amount must be a whole number of cents.'],
    [{ ...ok, amountCents: 1_000_001 }, 'The amount must be at most $10,000.00.'],
    [{ ...ok, method: 'cash' }, 'Choose a valid payout method.'],
    [{ ...ok, reference: ' ' }, 'Reference is required.'],
    [{ ...ok, reference: 'x'.repeat(121) }, 'Reference must be at most 120 characters.'],
    [{ ...ok, reference: 'a\u0000b' }, 'Reference must not contain NUL characters.'],
  ])('refuses %o', (input, message) => {
    const r = payoutInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('the form reads dollars and applies the same limits', () => {
    expect(payoutForm.parse({ amount: '12.50', method: 'paypal', reference: 'TX' }).amount).toBe(1250);
    expect(payoutForm.safeParse({ amount: 'ten', method: 'paypal', reference: 'TX' }).error?.issues[0]?.message).toBe(
      'Enter the amount in dollars, e.g. 12.50.',
    );
    expect(payoutForm.safeParse({ amount: '0', method: 'paypal', reference: 'TX' }).error?.issues[0]?.message).toBe(
      'The amount must be more than $0.00.',
    );
  });

  it("reads a stored line's method, and one it does not know (or none) as other", () => {
    expect([payoutMethodOf('bank_transfer'), payoutMethodOf('cash'), payoutMethodOf(null)]).toEqual([
      'bank_transfer',
      'other',
      'other',
    ]);
  });
});
