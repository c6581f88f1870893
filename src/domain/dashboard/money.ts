/** "12.5" or "12.50" (dollars as typed) in cents; null when it is not a plain amount with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
