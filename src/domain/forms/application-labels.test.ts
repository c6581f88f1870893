import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELD_LABELS, applicationAnswer } from './application-labels.ts';

describe('an application answer as staff read it', () => {
  it('names each answer as the form did, a ticked box as Yes/No', () => {
    expect(APPLICATION_FIELD_LABELS.ageConfirmed).toBe('I confirm that I am 18 years of age or older');
    expect(applicationAnswer('ageConfirmed', true)).toBe('Yes');
    expect(applicationAnswer('statusUpdateComfort', false)).toBe('No');
  });

  it('writes lists, elements, time zones and blanks plainly', () => {
    expect(applicationAnswer('availableTimes', ['Monday-Morning', 'Friday-Evening'])).toBe(
      'Monday Morning, Friday Evening',
    );
    expect(applicationAnswer('gymPrimary', 'fire')).toBe('Fire');
    expect(applicationAnswer('timezone', 'America/New_York')).toBe('Eastern Time (America/New_York)');
    expect(applicationAnswer('highestRanking', null)).toBe('—');
  });
});
