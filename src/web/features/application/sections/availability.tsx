import { useFormContext } from 'react-hook-form';
import type { ApplicationFormInput } from '@/domain/forms/application';
import { MIN_AVAILABILITY_SLOTS, slotKey, toggleSlot } from '@/domain/forms/availability';
import { DAYS, PERIODS } from '@/domain/forms/enums';
import { Checkbox, FieldError } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps } from '@/web/components/ui/form-field';
import { FormSection } from '../form-section';

/** The Day by Period grid: ticking a slot also lists its day; unticking removes only the slot. */
export function AvailabilitySection() {
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ApplicationFormInput>();
  const days = (watch('availableDays') ?? []) as string[];
  const times = watch('availableTimes') as string[];
  const slotsError = errors.availableTimes?.message ?? errors.availableTimes?.root?.message;
  const commitmentError = errors.availabilityCommitment?.message;

  const toggle = (day: (typeof DAYS)[number], period: (typeof PERIODS)[number], checked: boolean) => {
    const next = toggleSlot({ days, times }, day, period, checked);
    setValue('availableDays', next.days as ApplicationFormInput['availableDays']);
    setValue('availableTimes', next.times, { shouldValidate: isSubmitted });
  };

  return (
    <FormSection
      id="availability"
      title="Availability & Commitment"
      description={`When can you run your gym? Select at least ${MIN_AVAILABILITY_SLOTS} time slots.`}
    >
      <div className="overflow-x-auto">
        <table
          className="w-full min-w-[20rem] text-sm"
          aria-describedby={slotsError ? 'availability-error' : undefined}
        >
          <caption className="sr-only">Availability by day and time of day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 text-left font-medium text-muted">
                Day
              </th>
              {PERIODS.map((p) => (
                <th key={p} scope="col" className="py-2 text-center font-medium text-muted">
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day} className="border-t border-border">
                <th scope="row" className="py-2 text-left font-medium">
                  {day}
                </th>
                {PERIODS.map((period) => (
                  <td key={period} className="py-2 text-center">
                    <Checkbox
                      aria-label={`${day} ${period}`}
                      checked={times.includes(slotKey(day, period))}
                      onChange={(ev) => toggle(day, period, ev.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {times.length} {times.length === 1 ? 'slot' : 'slots'} selected
        {days.length > 0 && ` · Days: ${DAYS.filter((d) => days.includes(d)).join(', ')}`}
      </p>
      <FieldError id="availability-error" message={slotsError} />
      <CheckboxField
        id="app-commitment"
        label={
          <>
            I can commit to at least 15 hours a week during the times I selected{' '}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </>
        }
        error={commitmentError}
      >
        <Checkbox
          required
          {...controlProps('app-commitment', commitmentError)}
          {...register('availabilityCommitment')}
        />
      </CheckboxField>
    </FormSection>
  );
}
