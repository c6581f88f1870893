import { useFormContext } from 'react-hook-form';
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
      <CheckboxField id="app-discord-management" label="I have experience managing Discord servers or channels">
        <Checkbox id="app-discord-management" {...register('discordManagementExperience')} />
      </CheckboxField>
      <CheckboxField
        id="app-status-updates"
        label="I am comfortable posting regular status updates (when my gym is open, busy or closed)"
      >
        <Checkbox id="app-status-updates" {...register('statusUpdateComfort')} />
      </CheckboxField>
      <FormField id="app-conflict" label="How would you handle a conflict with a challenger?" required error={conflict}>
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
