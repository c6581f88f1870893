import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { EVENT_KINDS } from '@/domain/events/enums';
import {
  EVENT_STATUSES,
  MAX_REWARDS,
  staffEventSchema,
  type StaffEventInput,
  type StaffEventView,
} from '@/domain/staff/events';
import { capitalize } from '@/domain/shared/elements';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { EditorForm, useEditor } from '@/web/components/staff/editor-form';
import { Button } from '@/web/components/ui/button';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { useSaveEvent } from './api';

/** datetime-local shows the staff member's own clock; the form keeps ISO instants. */
const toLocal = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : '');

function defaults(event: StaffEventView | null): StaffEventInput {
  if (!event)
    return {
      title: '',
      description: '',
      kind: 'tournament',
      status: 'open',
      startAt: '',
      endAt: null,
      capacity: null,
      rewards: [],
    };
  return { ...event, kind: event.kind as StaffEventInput['kind'], status: event.status as StaffEventInput['status'] };
}

/** Create or edit an event; the same schema checks it here and on the server. */
export function EventForm({ event, onDone }: { event: StaffEventView | null; onDone: () => void }) {
  const { form, editor } = useEditor(staffEventSchema, defaults(event), useSaveEvent(), {
    variables: (values) => ({ id: event?.id ?? null, event: values }),
    saved: (_, saved) => [event ? 'Event saved' : 'Event created', saved.title],
    failed: 'Could not save the event',
    onDone,
  });
  const rewards = useFieldArray({ control: form.control, name: 'rewards' });
  const errors = form.formState.errors;
  return (
    <EditorForm editor={editor} submitLabel={event ? 'Save event' : 'Create event'}>
      <FormField id="event-title" label="Title" required error={errors.title?.message}>
        <Input {...controlProps('event-title', errors.title?.message)} maxLength={120} {...form.register('title')} />
      </FormField>
      <FormField id="event-description" label="Description" error={errors.description?.message}>
        <Textarea
          {...controlProps('event-description', errors.description?.message)}
          rows={3}
          {...form.register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-kind" label="Kind" required error={errors.kind?.message}>
          <Select {...controlProps('event-kind', errors.kind?.message)} {...form.register('kind')}>
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {capitalize(k)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="event-status" label="Status" required error={errors.status?.message}>
          <Select {...controlProps('event-status', errors.status?.message)} {...form.register('status')}>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capitalize(s)}
              </option>
            ))}
          </Select>
        </FormField>
        {(['startAt', 'endAt'] as const).map((name) => (
          <FormField
            key={name}
            id={`event-${name}`}
            label={name === 'startAt' ? 'Start' : 'End (optional)'}
            required={name === 'startAt'}
            error={errors[name]?.message}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Input
                  {...controlProps(`event-${name}`, errors[name]?.message)}
                  type="datetime-local"
                  value={toLocal(field.value)}
                  onChange={(e) => field.onChange(fromLocal(e.target.value) || (name === 'endAt' ? null : ''))}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        ))}
        <FormField id="event-capacity" label="Capacity (optional)" error={errors.capacity?.message}>
          <Input
            {...controlProps('event-capacity', errors.capacity?.message)}
            type="number"
            min={1}
            {...form.register('capacity', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Rewards</legend>
        {rewards.fields.map((f, i) => (
          <div key={f.id} className="flex items-start gap-2">
            <Input
              aria-label={`Reward ${i + 1} name`}
              placeholder="1st"
              maxLength={40}
              {...form.register(`rewards.${i}.name`)}
              className="w-28"
            />
            <Input
              aria-label={`Reward ${i + 1}`}
              placeholder="Expert rank (30 days)"
              maxLength={120}
              {...form.register(`rewards.${i}.value`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove reward ${i + 1}`}
              onClick={() => rewards.remove(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.rewards && (
          <p role="alert" className="text-sm text-danger">
            {errors.rewards.message ??
              errors.rewards.root?.message ??
              'Check the rewards: each needs a name and a value.'}
          </p>
        )}
        {rewards.fields.length < MAX_REWARDS && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => rewards.append({ name: '', value: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Add a reward
          </Button>
        )}
      </fieldset>
    </EditorForm>
  );
}
