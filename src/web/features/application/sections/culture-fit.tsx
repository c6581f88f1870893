import { useFormContext } from 'react-hook-form';
import { APPLICATION_FIELD_LABELS } from '@/domain/forms/application-labels';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

export function CultureFitSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormInput>();
  const why = errors.whyJoin?.message;
  const creating = errors.creatingExperience?.message;
  return (
    <FormSection
      id="culture"
      title="Server Culture Fit"
      description="We look for leaders who make the community better for everyone."
    >
      <FormField id="app-why-join" label={APPLICATION_FIELD_LABELS.whyJoin} required error={why}>
        <Textarea required rows={4} maxLength={5000} {...controlProps('app-why-join', why)} {...register('whyJoin')} />
      </FormField>
      <FormField
        id="app-creating"
        label={APPLICATION_FIELD_LABELS.creatingExperience}
        required
        error={creating}
        hint="For example: events you ran, players you mentored, content you made."
      >
        <Textarea
          required
          rows={4}
          maxLength={5000}
          {...controlProps('app-creating', creating, true)}
          {...register('creatingExperience')}
        />
      </FormField>
    </FormSection>
  );
}
