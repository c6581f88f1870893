import { Link } from 'react-router';
import { APPLICATION_FIELD_LABELS } from '@/domain/forms/application-labels';
import { useFormContext } from 'react-hook-form';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { Checkbox, Textarea } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

const required = (
  <span className="text-danger" aria-hidden="true">
    *
  </span>
);

export function RevenueShareSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormInput>();
  const promotion = errors.promotionStrategy?.message;
  const revenue = errors.revenueAcknowledgement?.message;
  const rules = errors.rulesAcknowledgement?.message;
  return (
    <FormSection id="revenue" title="Revenue Share Model">
      <div className="rounded-lg border border-border bg-surface-2 p-4 text-sm leading-relaxed">
        <p>
          Gym Leaders are paid through revenue sharing. When players buy ranks or items in the store, they choose a Gym
          Leader to support, and part of that purchase goes to the leader they chose.
        </p>
        <p className="mt-2 text-muted">
          Your earnings therefore grow with your activity and your following: the more challengers you battle and the
          more you promote your gym, the more players will support you.
        </p>
      </div>
      <FormField id="app-promotion" label={APPLICATION_FIELD_LABELS.promotionStrategy} required error={promotion}>
        <Textarea
          required
          rows={4}
          maxLength={5000}
          {...controlProps('app-promotion', promotion)}
          {...register('promotionStrategy')}
        />
      </FormField>
      <CheckboxField
        id="app-revenue-ack"
        label={
          <>
            {APPLICATION_FIELD_LABELS.revenueAcknowledgement} {required}
          </>
        }
        error={revenue}
      >
        <Checkbox required {...controlProps('app-revenue-ack', revenue)} {...register('revenueAcknowledgement')} />
      </CheckboxField>
      <CheckboxField
        id="app-rules-ack"
        label={
          <>
            I agree to follow the{' '}
            <Link to="/server-rules" className="text-accent underline">
              server rules
            </Link>{' '}
            and the Gym Leader code of conduct {required}
          </>
        }
        error={rules}
      >
        <Checkbox required {...controlProps('app-rules-ack', rules)} {...register('rulesAcknowledgement')} />
      </CheckboxField>
    </FormSection>
  );
}
