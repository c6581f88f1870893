import {
  BUG_SEVERITY_LABELS,
  FEATURE_PRIORITY_LABELS,
  REPORT_TYPE_LABELS,
  SUPPORT_CATEGORY_LABELS,
} from '../forms/labels.ts';
import type { QueueId } from './queues.ts';

// What the player wrote, as My requests shows it: each queue's fields under the labels of its form.
// The field the item is titled by (subject, title, username) is the title and is not repeated.

type Field = { key: string; label: string; labels?: Record<string, string> };

export const SUBMITTED_FIELDS: Record<QueueId, Field[]> = {
  tickets: [
    { key: 'category', label: 'Category', labels: SUPPORT_CATEGORY_LABELS },
    { key: 'message', label: 'Message' },
    { key: 'email', label: 'Email' },
  ],
  bugs: [
    { key: 'severity', label: 'Severity', labels: BUG_SEVERITY_LABELS },
    { key: 'description', label: 'Description' },
    { key: 'stepsToReproduce', label: 'Steps to Reproduce' },
    { key: 'expectedBehavior', label: 'Expected Behavior' },
    { key: 'actualBehavior', label: 'Actual Behavior' },
    { key: 'minecraftVersion', label: 'Minecraft Version' },
    { key: 'modVersion', label: 'Mod Version' },
  ],
  features: [
    { key: 'priority', label: 'Priority', labels: FEATURE_PRIORITY_LABELS },
    { key: 'description', label: 'Description' },
    { key: 'useCase', label: 'Use Case' },
  ],
  appeals: [
    { key: 'discordUsername', label: 'Discord Username' },
    { key: 'banReason', label: 'Ban Reason' },
    { key: 'appealReason', label: 'Why should your ban be lifted?' },
    { key: 'additionalInfo', label: 'Additional Information' },
  ],
  reports: [
    { key: 'reportType', label: 'Report Type', labels: REPORT_TYPE_LABELS },
    { key: 'description', label: 'Description' },
    { key: 'evidenceLinks', label: 'Evidence Links' },
  ],
};

export type SubmittedField = { label: string; value: string };

/** A stored form row as label and text, in the form's order; empty answers are left out. */
export function submittedText(queue: QueueId, row: Record<string, unknown>): SubmittedField[] {
  return SUBMITTED_FIELDS[queue].flatMap(({ key, label, labels }) => {
    const raw = row[key];
    const value = Array.isArray(raw) ? raw.join('\n') : typeof raw === 'string' ? raw.trim() : '';
    return value ? [{ label, value: labels?.[value] ?? value }] : [];
  });
}
