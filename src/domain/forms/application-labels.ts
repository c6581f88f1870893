import { capitalize, isElement } from '../shared/elements.ts';
import type { ApplicationInput } from './application.ts';
import { TIMEZONE_LABELS } from './labels.ts';

/**
 * Each answer of the gym leader application under the label the applicant read on the form, in the form's order:
 * the form's fields and the staff review both take them from here.
 */
export const APPLICATION_FIELD_LABELS = {
  fullName: 'Full Name',
  discordUsername: 'Discord Username',
  minecraftUsername: 'Minecraft Username',
  email: 'Email',
  timezone: 'Timezone',
  ageNumber: 'Age',
  ageConfirmed: 'I confirm that I am 18 years of age or older',
  availableDays: 'Available days',
  availableTimes: 'Available times',
  gymPrimary: 'Primary Gym Type',
  gymSecondary: 'Secondary Gym Type',
  yearsExperience: 'Years of Competitive Experience',
  highestRanking: 'Highest Ranking Achieved',
  tournamentExperience: 'Tournament Experience',
  teamBuildingPhilosophy: 'Team Building Philosophy',
  discordManagementExperience: 'I have experience managing Discord servers or channels',
  statusUpdateComfort: 'I am comfortable posting regular status updates (when my gym is open, busy or closed)',
  conflictResponse: 'How would you handle a conflict with a challenger?',
  whyJoin: 'Why do you want to be a Gym Leader here?',
  creatingExperience: 'Tell us about your experience creating a welcoming community',
  promotionStrategy: 'How would you promote your gym?',
  revenueAcknowledgement:
    'I understand that Gym Leader pay comes from the revenue share model and depends on player support',
  rulesAcknowledgement: 'I agree to follow the server rules and the Gym Leader code of conduct',
} as const satisfies Record<keyof ApplicationInput, string>;

export type ApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/** An answer as staff read it: Yes/No for a box, lists joined, an element or a time zone by its name, — for none. */
export function applicationAnswer(field: ApplicationField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((v) => String(v).replace('-', ' ')).join(', ') : '—';
  if (field === 'timezone') return TIMEZONE_LABELS[String(value)] ?? String(value);
  if ((field === 'gymPrimary' || field === 'gymSecondary') && isElement(value)) return capitalize(value);
  return String(value);
}
