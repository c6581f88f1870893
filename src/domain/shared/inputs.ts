import { z } from 'zod';

// The base builders every text and date-time input starts from, so the rules below hold for every
// route: PostgreSQL cannot store a NUL character, and a date far outside the league's life is a
// mistake (or an attack), never a real event.

const NUL = '\u0000';

/** Any text input. `label` names the field in the messages ("Subject must not contain…"). */
export function plainText(label = 'This text', typeError = `${label} must be text.`) {
  return z.string({ error: typeError }).refine((v) => !v.includes(NUL), `${label} must not contain NUL characters.`);
}

export const LONE_SURROGATE_MESSAGE = 'Text must not contain lone surrogates (half of a UTF-16 character).';

/**
 * Where the first text of `value` (a string, or a key or string at any depth) that is not well-formed
 * UTF-16 lies: a lone surrogate, which PostgreSQL would silently store as U+FFFD. The field path as
 * zodFields names it ('_' for the value itself); undefined when every text is whole.
 */
export function illFormedTextAt(value: unknown, path: (string | number)[] = []): string | undefined {
  const here = () => (path.length > 0 ? path.join('.') : '_');
  if (typeof value === 'string') return value.isWellFormed() ? undefined : here();
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (!key.isWellFormed()) return at.join('.');
    const found = illFormedTextAt(item, at);
    if (found) return found;
  }
  return undefined;
}

/** No date the API accepts lies before the league's first season. */
export const EARLIEST_DATE = new Date('2020-01-01T00:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Something that happened may carry a clock a little ahead of ours: at most a day. */
export const HAPPENED_MAX_AHEAD_MS = DAY_MS;
/** Something scheduled (a rank until, a leader back at) lies at most ten years ahead. */
export const SCHEDULED_MAX_AHEAD_MS = 3653 * DAY_MS;

/**
 * An ISO 8601 date-time with an offset, inside [2020-01-01, now + maxAheadMs]. `now` is read at
 * each parse, so the window moves with the clock.
 */
export function dateTime(maxAheadMs: number, label = 'The date') {
  return z.iso
    .datetime({
      offset: true,
      error: `${label} must be an ISO 8601 date-time with an offset, e.g. 2025-10-02T17:00:00Z.`,
    })
    .refine(
      (v) => {
        const t = Date.parse(v);
        return t >= EARLIEST_DATE.getTime() && t <= Date.now() + maxAheadMs;
      },
      `${label} must lie between 2020-01-01 and ${maxAheadMs === HAPPENED_MAX_AHEAD_MS ? 'one day' : 'ten years'} from now.`,
    );
}

/** When something happened (a battle started or ended). */
export const happenedAt = (label?: string) => dateTime(HAPPENED_MAX_AHEAD_MS, label);
/** When something is scheduled to end or begin. */
export const scheduledAt = (label?: string) => dateTime(SCHEDULED_MAX_AHEAD_MS, label);
