import { useFormContext } from 'react-hook-form';
import { APPLICATION_FIELD_LABELS } from '@/domain/forms/application-labels';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { Checkbox, Textarea } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

export function SkillsSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormInput>();
  const conflict = errors.conflictResponse?.message;
  return (
    <FormSection
      id="skills"
      title="Technical & Communication Skills"
      description="Gym Leaders keep challengers informed and handle disputes fairly."
    >
      <CheckboxField id="app-discord-management" label={APPLICATION_FIELD_LABELS.discordManagementExperience}>
        <Checkbox id="app-discord-management" {...register('discordManagementExperience')} />
      </CheckboxField>
      <CheckboxField id="app-status-updates" label={APPLICATION_FIELD_LABELS.statusUpdateComfort}>
        <Checkbox id="app-status-updates" {...register('statusUpdateComfort')} />
      </CheckboxField>
      <FormField id="app-conflict" label={APPLICATION_FIELD_LABELS.conflictResponse} required error={conflict}>
        <Textarea
          required
          rows={4}
          maxLength={5000}
          {...controlProps('app-conflict', conflict)}
          {...register('conflictResponse')}
        />
      </FormField>
    </FormSection>
  );
}
