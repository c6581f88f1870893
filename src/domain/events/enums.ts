export const EVENT_KINDS = ['tournament', 'themed', 'raid', 'quick'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
