import { useFormContext } from 'react-hook-form';
import { APPLICATION_FIELD_LABELS } from '@/domain/forms/application-labels';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { APPLICATION_TIMEZONES } from '@/domain/forms/enums';
import { TIMEZONE_LABELS } from '@/domain/forms/labels';
import { Checkbox, Input, Select } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

export function BasicInformationSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormInput>();
  const e = (
    k: 'fullName' | 'discordUsername' | 'minecraftUsername' | 'email' | 'timezone' | 'ageNumber' | 'ageConfirmed',
  ) => errors[k]?.message;
  return (
    <FormSection id="basic" title="Basic Information" description="Tell us who you are and how to reach you.">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="app-full-name" label={APPLICATION_FIELD_LABELS.fullName} required error={e('fullName')}>
          <Input
            required
            maxLength={100}
            autoComplete="name"
            {...controlProps('app-full-name', e('fullName'))}
            {...register('fullName')}
          />
        </FormField>
        <FormField
          id="app-discord"
          label={APPLICATION_FIELD_LABELS.discordUsername}
          error={e('discordUsername')}
          hint="From your Discord account."
        >
          <Input
            maxLength={37}
            autoComplete="off"
            {...controlProps('app-discord', e('discordUsername'), true)}
            {...register('discordUsername')}
          />
        </FormField>
        <FormField
          id="app-minecraft"
          label={APPLICATION_FIELD_LABELS.minecraftUsername}
          required
          error={e('minecraftUsername')}
        >
          <Input
            required
            maxLength={16}
            autoComplete="off"
            {...controlProps('app-minecraft', e('minecraftUsername'))}
            {...register('minecraftUsername')}
          />
        </FormField>
        <FormField id="app-email" label={APPLICATION_FIELD_LABELS.email} required error={e('email')}>
          <Input
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...controlProps('app-email', e('email'))}
            {...register('email')}
          />
        </FormField>
        <FormField id="app-timezone" label={APPLICATION_FIELD_LABELS.timezone} required error={e('timezone')}>
          <Select required {...controlProps('app-timezone', e('timezone'))} {...register('timezone')}>
            <option value="">Select your timezone</option>
            {APPLICATION_TIMEZONES.map((tz) => (
              <option key={tz} value={tz}>
                {TIMEZONE_LABELS[tz] ?? tz}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="app-age"
          label={APPLICATION_FIELD_LABELS.ageNumber}
          error={e('ageNumber')}
          hint="Optional. You must be 18 or older."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={18}
            max={120}
            step={1}
            {...controlProps('app-age', e('ageNumber'), true)}
            {...register('ageNumber')}
          />
        </FormField>
      </div>
      <CheckboxField
        id="app-age-confirmed"
        label={
          <>
            {APPLICATION_FIELD_LABELS.ageConfirmed}{' '}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </>
        }
        error={e('ageConfirmed')}
      >
        <Checkbox required {...controlProps('app-age-confirmed', e('ageConfirmed'))} {...register('ageConfirmed')} />
      </CheckboxField>
    </FormSection>
  );
}
