// Numbers as en-US shows them, without Intl: the first Intl call loads the locale's data, a long task on a
// phone, and the public pages format counts and prices while they hydrate.

/** 12,345 for 12345 (whole numbers). */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "$1,234.50" for 123450 cents, "-$4.99" for -499: prices, earnings and payouts, in US dollars with two decimals. */
export function formatUsd(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 22 for 22, 1.8 for 1.8: at most one decimal. */
export const formatTenths = (n: number): string => String(Math.round(n * 10) / 10);
