import { useFormContext } from 'react-hook-form';
import { APPLICATION_FIELD_LABELS } from '@/domain/forms/application-labels';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { capitalize, ELEMENTS } from '@/domain/shared/elements';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

type Key =
  | 'gymPrimary'
  | 'gymSecondary'
  | 'yearsExperience'
  | 'tournamentExperience'
  | 'highestRanking'
  | 'teamBuildingPhilosophy';

const ELEMENT_OPTIONS = ELEMENTS.map((el) => (
  <option key={el} value={el}>
    {capitalize(el)}
  </option>
));

export function GymChoiceSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormInput>();
  const e = (k: Key) => errors[k]?.message;
  return (
    <FormSection
      id="gym"
      title="Gym Choice & Experience"
      description="Which type would your gym specialise in, and what is your competitive background?"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="app-gym-primary" label={APPLICATION_FIELD_LABELS.gymPrimary} required error={e('gymPrimary')}>
          <Select required {...controlProps('app-gym-primary', e('gymPrimary'))} {...register('gymPrimary')}>
            <option value="">Select a type</option>
            {ELEMENT_OPTIONS}
          </Select>
        </FormField>
        <FormField id="app-gym-secondary" label={APPLICATION_FIELD_LABELS.gymSecondary} error={e('gymSecondary')}>
          <Select {...controlProps('app-gym-secondary', e('gymSecondary'))} {...register('gymSecondary')}>
            <option value="">None</option>
            {ELEMENT_OPTIONS}
          </Select>
        </FormField>
        <FormField
          id="app-years"
          label={APPLICATION_FIELD_LABELS.yearsExperience}
          required
          error={e('yearsExperience')}
        >
          <Input
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={100}
            step={1}
            {...controlProps('app-years', e('yearsExperience'))}
            {...register('yearsExperience')}
          />
        </FormField>
        <FormField id="app-ranking" label={APPLICATION_FIELD_LABELS.highestRanking} error={e('highestRanking')}>
          <Input
            maxLength={200}
            placeholder="e.g. Top 8 at a regional, #3 on the ladder"
            {...controlProps('app-ranking', e('highestRanking'))}
            {...register('highestRanking')}
          />
        </FormField>
      </div>
      <FormField
        id="app-tournaments"
        label={APPLICATION_FIELD_LABELS.tournamentExperience}
        error={e('tournamentExperience')}
      >
        <Textarea
          rows={3}
          maxLength={2000}
          placeholder="Tournaments you have played or run"
          {...controlProps('app-tournaments', e('tournamentExperience'))}
          {...register('tournamentExperience')}
        />
      </FormField>
      <FormField
        id="app-team-building"
        label={APPLICATION_FIELD_LABELS.teamBuildingPhilosophy}
        required
        error={e('teamBuildingPhilosophy')}
        hint="How do you build a team around your type?"
      >
        <Textarea
          required
          rows={4}
          maxLength={5000}
          {...controlProps('app-team-building', e('teamBuildingPhilosophy'), true)}
          {...register('teamBuildingPhilosophy')}
        />
      </FormField>
    </FormSection>
  );
}
