import { describe, expect, it } from 'vitest';
import { applicationFormSchema, applicationSchema, firstSubmitProblem } from './application.ts';

const validApplication = {
  fullName: 'Ada Lovelace',
  discordUsername: 'ada',
  minecraftUsername: 'Ada_L',
  email: 'ada@example.test',
  timezone: 'Europe/London',
  ageConfirmed: true,
  ageNumber: '',
  availableDays: ['Monday'],
  availableTimes: ['Monday-Morning', 'Tuesday-Evening'],
  gymPrimary: 'fire',
  gymSecondary: '',
  yearsExperience: '3',
  teamBuildingPhilosophy: 'Balance',
  conflictResponse: 'Calmly',
  whyJoin: 'Fun',
  creatingExperience: 'Streams',
  promotionStrategy: 'Discord',
  revenueAcknowledgement: true,
  rulesAcknowledgement: true,
};

function fields(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));
}

describe('gym leader application schema', () => {
  it('turns years and age into integers or their defaults', () => {
    const a = applicationSchema.parse(validApplication);
    expect(a.yearsExperience).toBe(3);
    expect(a.ageNumber).toBeNull();
    expect(a.gymSecondary).toBeNull();
    expect(applicationSchema.parse({ ...validApplication, yearsExperience: '', ageNumber: 21 })).toMatchObject({
      yearsExperience: 0,
      ageNumber: 21,
    });
    expect(applicationSchema.parse({ ...validApplication, yearsExperience: undefined }).yearsExperience).toBe(0);
  });

  it('refuses an age under 18 and fractional numbers', () => {
    expect(fields(applicationSchema.safeParse({ ...validApplication, ageNumber: 17 })).ageNumber).toBe(
      'Age must be at least 18.',
    );
    expect(fields(applicationSchema.safeParse({ ...validApplication, yearsExperience: 1.5 })).yearsExperience).toBe(
      'Years of experience must be a whole number.',
    );
    expect(fields(applicationSchema.safeParse({ ...validApplication, yearsExperience: -1 })).yearsExperience).toBe(
      'Years of experience must be at least 0.',
    );
  });

  it('gives the exact messages of the submit-time checks', () => {
    const r = fields(
      applicationSchema.safeParse({
        ...validApplication,
        ageConfirmed: false,
        availableTimes: ['Monday-Morning'],
        rulesAcknowledgement: false,
      }),
    );
    expect(r.ageConfirmed).toBe('You must confirm you are 18 years or older.');
    expect(r.availableTimes).toBe('Please select at least 2 availability slots.');
    expect(r.rulesAcknowledgement).toBe('You must agree to all terms and conditions.');
  });

  it('counts a slot once and refuses unknown slots, timezones and gym types', () => {
    expect(
      fields(applicationSchema.safeParse({ ...validApplication, availableTimes: ['Monday-Morning', 'Monday-Morning'] }))
        .availableTimes,
    ).toBe('Please select at least 2 availability slots.');
    expect(
      fields(applicationSchema.safeParse({ ...validApplication, availableTimes: ['Monday-Night', 'Monday-Morning'] }))[
        'availableTimes.0'
      ],
    ).toBe('Unknown availability slot.');
    expect(fields(applicationSchema.safeParse({ ...validApplication, timezone: 'Mars/Olympus' })).timezone).toBe(
      'Choose a valid timezone.',
    );
    expect(fields(applicationSchema.safeParse({ ...validApplication, gymPrimary: 'cosmic' })).gymPrimary).toBe(
      'Choose a valid primary gym type.',
    );
    expect(fields(applicationSchema.safeParse({ ...validApplication, gymSecondary: 'sound' })).gymSecondary).toBe(
      'Choose a valid secondary gym type.',
    );
  });

  it('the form also needs years filled in and the commitment ticked', () => {
    const r = fields(
      applicationFormSchema.safeParse({ ...validApplication, yearsExperience: '', availabilityCommitment: false }),
    );
    expect(r.yearsExperience).toBe('Years of experience is required.');
    expect(r.availabilityCommitment).toBeTruthy();
    expect(applicationFormSchema.parse({ ...validApplication, availabilityCommitment: true }).yearsExperience).toBe(3);
  });

  it('announces the first failed submit check in the order age, slots, terms', () => {
    expect(firstSubmitProblem(['rulesAcknowledgement', 'availableTimes'])).toBe(
      'Please select at least 2 availability slots.',
    );
    expect(firstSubmitProblem(['fullName', 'revenueAcknowledgement', 'ageConfirmed'])).toBe(
      'You must confirm you are 18 years or older.',
    );
    expect(firstSubmitProblem(['rulesAcknowledgement'])).toBe('You must agree to all terms and conditions.');
    expect(firstSubmitProblem(['fullName'])).toBeNull();
  });
});
