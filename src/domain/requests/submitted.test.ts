import { describe, expect, it } from 'vitest';
import { submittedText } from './submitted.ts';

describe('what the player wrote', () => {
  it('shows the form fields under their labels, enum values as their names, empty answers left out', () => {
    expect(
      submittedText('bugs', {
        title: 'Crash',
        severity: 'high',
        description: 'It crashes',
        stepsToReproduce: '  ',
        modVersion: null,
      }),
    ).toEqual([
      { label: 'Severity', value: 'High - Major feature broken' },
      { label: 'Description', value: 'It crashes' },
    ]);
  });

  it('lists evidence links one a line', () => {
    expect(submittedText('reports', { reportType: 'spam', description: 'd', evidenceLinks: ['a', 'b'] })).toEqual([
      { label: 'Report Type', value: 'Spam' },
      { label: 'Description', value: 'd' },
      { label: 'Evidence Links', value: 'a\nb' },
    ]);
  });
});
