import { useContext } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { leagueDateTime } from '@/domain/shared/league-time';
import {
  TOURNAMENT_DATE_FIELDS,
  tournamentDatesSchema,
  type TournamentDateField,
  type TournamentDatesInput,
} from '@/domain/tournaments/staff-dates';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { api } from '@/web/lib/api';
import { saveCallbacks, useSchemaForm } from '@/web/lib/form';
import { TournamentKey } from './api';

type Dates = Record<TournamentDateField, string>;

const LABELS: Record<TournamentDateField, string> = {
  startsAt: 'Start',
  registrationOpensAt: 'Registration opens',
  registrationClosesAt: 'Registration closes',
  checkinOpensAt: 'Check-in opens',
  checkinClosesAt: 'Check-in closes',
};

/** datetime-local shows the staff member's own clock; the form keeps ISO instants (as the event form does). */
const toLocal = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : undefined);

function useDates() {
  const key = useContext(TournamentKey);
  const qc = useQueryClient();
  const path = `/api/staff/tournaments/${key}/dates`;
  const query = useQuery({
    queryKey: ['staff', 'tournaments', key, 'dates'],
    queryFn: () => api.get<Dates>(path),
    meta: { tables: ['tournaments'] },
  });
  const save = useMutation({
    mutationFn: (body: TournamentDatesInput) => api.post<Dates>(path, body),
    onSuccess: (dates) => qc.setQueryData(['staff', 'tournaments', key, 'dates'], dates),
  });
  return { query, save };
}

function Form({ dates, save }: { dates: Dates; save: ReturnType<typeof useDates>['save'] }) {
  const key = useContext(TournamentKey);
  const form = useSchemaForm(tournamentDatesSchema, dates);
  const errors = form.formState.errors;
  // Only what staff changed is sent: a field left alone keeps its stored instant to the millisecond.
  const submit = form.handleSubmit((values) => {
    const changed = TOURNAMENT_DATE_FIELDS.filter((f) => form.formState.dirtyFields[f]);
    save.mutate(
      Object.fromEntries(changed.map((f) => [f, values[f]])),
      saveCallbacks(form, { saved: () => ['Dates saved'], failed: 'Could not save the dates' }),
    );
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {TOURNAMENT_DATE_FIELDS.map((name) => {
        const id = `${key}-${name}`;
        const value = form.watch(name);
        return (
          <FormField
            key={name}
            id={id}
            label={LABELS[name]}
            error={errors[name]?.message}
            hint={value ? `The pages say ${leagueDateTime(value)}` : undefined}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Input
                  {...controlProps(id, errors[name]?.message, Boolean(value))}
                  type="datetime-local"
                  value={toLocal(field.value)}
                  onChange={(e) => field.onChange(fromLocal(e.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        );
      })}
      <div className="flex items-end">
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
          Save dates
        </Button>
      </div>
    </form>
  );
}

/**
 * The tournament's dates, which the sign-up, its page and the home countdown read from the record: a change here
 * reaches them at once.
 */
export function DatesForm() {
  const key = useContext(TournamentKey);
  const { query, save } = useDates();
  return (
    <section aria-labelledby={`${key}-dates`} className="mb-8 rounded-xl border border-border p-4">
      <h2 id={`${key}-dates`} className="mb-3 text-lg font-bold">
        Dates
      </h2>
      {query.data ? (
        // A new form when the stored dates change (here or elsewhere), so it starts from them.
        <Form key={JSON.stringify(query.data)} dates={query.data} save={save} />
      ) : (
        <p className="text-sm text-muted" role="status">
          {query.error ? `Could not load the dates: ${query.error.message}` : 'Loading the dates…'}
        </p>
      )}
    </section>
  );
}
