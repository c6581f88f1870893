import { FEATURE_PRIORITIES } from '@/domain/forms/enums';
import { FEATURE_PRIORITY_LABELS } from '@/domain/forms/labels';
import { featureRequestSchema, SUPPORT_MESSAGES, type FeatureRequestInput } from '@/domain/forms/support';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { SupportFormPage } from './support-form-page';
import { useSupportForm } from './use-support-form';

const EMPTY: FeatureRequestInput = {
  title: '',
  priority: '' as FeatureRequestInput['priority'],
  description: '',
  useCase: '',
};

export default function FeatureRequestPage() {
  const { form, onSubmit, submitting } = useSupportForm({
    schema: featureRequestSchema,
    path: '/api/feature-requests',
    empty: EMPTY,
    success: { title: SUPPORT_MESSAGES.featureSuccess },
    failure: SUPPORT_MESSAGES.otherFailure,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const err = (k: keyof FeatureRequestInput) => errors[k]?.message;

  return (
    <SupportFormPage
      title="Feature Requests"
      description="Have an idea that would make the server better? Share it with the team."
      gateMessage="Please sign in with Discord to submit a feature request."
      formLabel="Feature request"
      submitLabel="Submit Feature Request"
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField id="feature-title" label="Title" required error={err('title')}>
        <Input
          required
          maxLength={200}
          placeholder="Short name for your idea"
          {...controlProps('feature-title', err('title'))}
          {...register('title')}
        />
      </FormField>
      <FormField id="feature-priority" label="Priority" required error={err('priority')}>
        <Select required {...controlProps('feature-priority', err('priority'))} {...register('priority')}>
          <option value="">Select priority</option>
          {FEATURE_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {FEATURE_PRIORITY_LABELS[p]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="feature-description" label="Description" required error={err('description')}>
        <Textarea
          required
          rows={5}
          maxLength={5000}
          placeholder="Describe the feature"
          {...controlProps('feature-description', err('description'))}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="feature-use-case"
        label="Use Case"
        error={err('useCase')}
        hint="How would you and other players use it?"
      >
        <Textarea
          rows={3}
          maxLength={2000}
          {...controlProps('feature-use-case', err('useCase'), true)}
          {...register('useCase')}
        />
      </FormField>
    </SupportFormPage>
  );
}
