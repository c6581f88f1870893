import { DAYS, PERIODS } from './enums.ts';

export type Day = (typeof DAYS)[number];
export type Period = (typeof PERIODS)[number];

export const MIN_AVAILABILITY_SLOTS = 2;

/** Every "Day-Period" slot, e.g. "Monday-Morning", in grid order. */
export const SLOTS: readonly string[] = DAYS.flatMap((d) => PERIODS.map((p) => slotKey(d, p)));

export function slotKey(day: Day, period: Period): string {
  return `${day}-${period}`;
}

export function dayOfSlot(slot: string): Day | undefined {
  const day = slot.split('-')[0];
  return DAYS.find((d) => d === day);
}

export interface Availability {
  days: string[];
  times: string[];
}

/**
 * Checking a slot adds its day too; unchecking removes only the slot, so a day stays listed
 * once picked (as the application form has always behaved).
 */
export function toggleSlot(state: Availability, day: Day, period: Period, checked: boolean): Availability {
  const key = slotKey(day, period);
  if (!checked) return { days: state.days, times: state.times.filter((t) => t !== key) };
  return {
    days: state.days.includes(day) ? state.days : [...state.days, day],
    times: state.times.includes(key) ? state.times : [...state.times, key],
  };
}

/** Days in week order, each once, including the day of every slot. */
export function normalizeDays(days: readonly string[], times: readonly string[]): Day[] {
  const wanted = new Set<string>([...days, ...times.map((t) => dayOfSlot(t) ?? '')]);
  return DAYS.filter((d) => wanted.has(d));
}
