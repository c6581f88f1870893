import type { BUG_SEVERITIES, FEATURE_PRIORITIES, REPORT_TYPES, SUPPORT_CATEGORIES } from './enums.ts';

// Display names of the form enumerations (the stored values stay the enum values).

export const SUPPORT_CATEGORY_LABELS: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
  general: 'General Question',
  technical: 'Technical Issue',
  account: 'Account Issue',
  billing: 'Billing & Purchases',
  'gym-leader': 'Gym Leader',
  tournament: 'Tournament',
  other: 'Other',
};

export const BUG_SEVERITY_LABELS: Record<(typeof BUG_SEVERITIES)[number], string> = {
  low: 'Low - Minor inconvenience',
  medium: 'Medium - Affects gameplay',
  high: 'High - Major feature broken',
  critical: 'Critical - Server crash or data loss',
};

export const FEATURE_PRIORITY_LABELS: Record<(typeof FEATURE_PRIORITIES)[number], string> = {
  low: 'Nice to Have',
  normal: 'Would be Great',
  high: 'Really Important',
};

export const REPORT_TYPE_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  cheating: 'Cheating / Hacking',
  harassment: 'Harassment',
  'toxic-behavior': 'Toxic Behavior',
  griefing: 'Griefing',
  spam: 'Spam',
  'inappropriate-content': 'Inappropriate Content',
  'ban-evasion': 'Ban Evasion',
  other: 'Other',
};

export const TIMEZONE_LABELS: Record<string, string> = {
  UTC: 'UTC',
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
  'Europe/London': 'London (Europe/London)',
  'Europe/Paris': 'Paris (Europe/Paris)',
  'Europe/Berlin': 'Berlin (Europe/Berlin)',
  'Asia/Tokyo': 'Tokyo (Asia/Tokyo)',
  'Asia/Shanghai': 'Shanghai (Asia/Shanghai)',
  'Australia/Sydney': 'Sydney (Australia/Sydney)',
};
