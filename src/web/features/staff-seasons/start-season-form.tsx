import { toast } from '@/web/lib/notify';
import { startSeasonSchema, type StaffSeason, type StartSeason } from '@/domain/season/staff';
import { capitalize, ELEMENTS } from '@/domain/shared/elements';
import { Button } from '@/web/components/ui/button';
import { Checkbox, FieldError, Input } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { useStartSeason } from './api';

const TEXTS: { name: Exclude<keyof StartSeason, 'elements'>; label: string; hint?: string }[] = [
  { name: 'name', label: 'Name', hint: 'e.g. Season 2' },
  { name: 'dateRange', label: 'Date range', hint: 'As announced, e.g. January 1 - February 28, 2026' },
  { name: 'timeframe', label: 'Timeframe (short)', hint: 'e.g. Jan 1 - Feb 28' },
  { name: 'competitiveCycle', label: 'Competitive cycle' },
  { name: 'eliteFourTournament', label: 'Elite Four tournament' },
  { name: 'eliteFourCycle', label: 'Elite Four cycle' },
];

/** The next season's texts and nine gyms; starting it makes it the current season at once. */
export function StartSeasonForm({ last, onDone }: { last: StaffSeason | undefined; onDone: () => void }) {
  const form = useSchemaForm(startSeasonSchema, {
    name: last ? `Season ${last.number + 1}` : '',
    dateRange: '',
    timeframe: '',
    competitiveCycle: '',
    eliteFourTournament: '',
    eliteFourCycle: '',
    elements: last ? [...last.elements] : [],
  });
  const start = useStartSeason();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: (season) => {
        toast.success('Season started', { description: `${season.name} is now the current season.` });
        onDone();
      },
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast.error('Could not start the season', { description: err.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {TEXTS.map((t) => (
        <FormField
          key={t.name}
          id={`season-${t.name}`}
          label={t.label}
          required
          hint={t.hint}
          error={errors[t.name]?.message}
        >
          <Input
            {...controlProps(`season-${t.name}`, errors[t.name]?.message, Boolean(t.hint))}
            {...form.register(t.name)}
          />
        </FormField>
      ))}
      <fieldset className="sm:col-span-2" aria-describedby={errors.elements ? 'season-elements-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold">The nine gyms</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
          {ELEMENTS.map((e) => (
            <label key={e} className="flex items-center gap-2 text-sm">
              <Checkbox value={e} {...form.register('elements')} />
              {capitalize(e)}
            </label>
          ))}
        </div>
        <FieldError id="season-elements-error" message={errors.elements?.message ?? errors.elements?.root?.message} />
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={start.isPending}>
          Start season
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
