export const APPLICATION_TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const PERIODS = ['Morning', 'Afternoon', 'Evening'] as const;
export const APPLICATION_STATUSES = ['submitted', 'under_review', 'accepted', 'rejected', 'withdrawn'] as const;

export const SUPPORT_CATEGORIES = [
  'general',
  'technical',
  'account',
  'billing',
  'gym-leader',
  'tournament',
  'other',
] as const;
export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const FEATURE_PRIORITIES = ['low', 'normal', 'high'] as const;
export const REPORT_TYPES = [
  'cheating',
  'harassment',
  'toxic-behavior',
  'griefing',
  'spam',
  'inappropriate-content',
  'ban-evasion',
  'other',
] as const;
/** Review state shared by tickets, reports and appeals. */
export const REVIEW_STATUSES = ['open', 'in_progress', 'resolved', 'declined'] as const;
