import { useWatch } from 'react-hook-form';
import { TERA_TYPES } from '@/domain/tournaments/enums';
import type { DoublesRegistration } from '@/domain/tournaments/team-sheet-api';
import { doublesRegistrationSchema, TEAM_SIZE } from '@/domain/tournaments/team-sheet';
import { DOUBLES_MESSAGES, slotLabel } from '@/domain/tournaments/team-sheet-text';
import { Button } from '@/web/components/ui/button';
import { Checkbox, Input, Select } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { useAuth } from '@/web/lib/auth';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { notify } from '@/web/lib/notify';
import { useSaveTeam } from './api';
import { useDexNames } from './dex-names';
import { errorAt, LISTS, PokemonSlot } from './pokemon-slot';

const emptyMember = () => ({ species: '', heldItem: '', moves: ['', '', '', ''] });

/**
 * The team sheet: new, or the saved one to modify. A team that withdrew or was dropped registers again (at the
 * back) with its last sheet filled in. Shows each error beside its field.
 */
export function TeamForm({ last, onDone }: { last: DoublesRegistration | null; onDone: () => void }) {
  const { user, minecraft } = useAuth();
  const saved = last?.slot != null ? last : null;
  const form = useSchemaForm(doublesRegistrationSchema, {
    timezone: last?.timezone ?? '',
    team: last?.team ?? Array.from({ length: TEAM_SIZE }, emptyMember),
    teraPokemonSlot: last?.teraPokemonSlot ?? 1,
    teraType: last?.teraType ?? ('' as never),
    rulesAgreement: (saved?.rulesAgreement ?? false) as true,
    checkinAgreement: (saved?.checkinAgreement ?? false) as true,
    privacyAgreement: (saved?.privacyAgreement ?? false) as true,
  });
  const { register, formState, control } = form;
  const errors = formState.errors as never;
  const agreed = useWatch({ control, name: ['rulesAgreement', 'checkinAgreement', 'privacyAgreement'] });
  const teraSlot = useWatch({ control, name: 'teraPokemonSlot' });
  const save = useSaveTeam();
  const names = useDexNames();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const r = await save.mutateAsync({ id: saved?.id, body });
      const created = r.status === 'waitlisted' ? DOUBLES_MESSAGES.waitlisted : DOUBLES_MESSAGES.created;
      notify('success', saved ? DOUBLES_MESSAGES.updated : created, '');
      onDone();
    } catch (err) {
      applyServerErrors(form, err);
      notify('error', DOUBLES_MESSAGES.errorTitle, err instanceof Error ? err.message : String(err));
    }
  });

  const text = (name: 'timezone', label: string) => {
    const id = `doubles-${name}`;
    const error = errorAt(errors, name);
    return (
      <FormField id={id} label={label} required error={error}>
        <Input required {...controlProps(id, error)} {...register(name)} />
      </FormField>
    );
  };
  // From the account, as the server takes them: the linked Minecraft name and the Discord name.
  const fromAccount = (name: 'minecraftUsername' | 'discordTag', label: string, value: string) => (
    <FormField id={`doubles-${name}`} label={label} hint="From your account">
      <Input
        id={`doubles-${name}`}
        value={value}
        readOnly
        aria-describedby={`doubles-${name}-hint`}
        className="text-muted"
      />
    </FormField>
  );
  const agreement = (name: 'rulesAgreement' | 'checkinAgreement' | 'privacyAgreement', label: string) => (
    <CheckboxField id={`doubles-${name}`} label={label} error={errorAt(errors, name)}>
      <Checkbox id={`doubles-${name}`} {...register(name)} />
    </CheckboxField>
  );
  const teraError = errorAt(errors, 'teraPokemonSlot');
  const typeError = errorAt(errors, 'teraType');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Team registration">
      <div className="grid gap-3 sm:grid-cols-3">
        {fromAccount('minecraftUsername', 'Minecraft username', minecraft?.name ?? '')}
        {fromAccount('discordTag', 'Discord tag', user?.name ?? '')}
        {text('timezone', 'Timezone')}
      </div>
      {Array.from({ length: TEAM_SIZE }, (_, i) => (
        <PokemonSlot key={i} index={i} register={register as never} errors={errors} />
      ))}
      <fieldset aria-describedby={teraError ? 'doubles-tera-error' : undefined}>
        <legend className="mb-2 font-semibold">Tera Pokémon</legend>
        <div className="flex flex-wrap gap-4">
          {Array.from({ length: TEAM_SIZE }, (_, i) => (
            <label key={i} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="teraPokemonSlot"
                checked={teraSlot === i + 1}
                // A radio's value is text; the sheet holds the slot as a number.
                onChange={() => form.setValue('teraPokemonSlot', i + 1, { shouldValidate: true })}
              />
              {slotLabel(i)}
            </label>
          ))}
        </div>
        {teraError && (
          <p id="doubles-tera-error" role="alert" className="mt-1 text-sm text-danger">
            {teraError}
          </p>
        )}
      </fieldset>
      <FormField id="doubles-teraType" label="Tera type" required error={typeError} className="max-w-xs">
        <Select {...controlProps('doubles-teraType', typeError)} {...register('teraType')}>
          <option value="">Choose a tera type</option>
          {TERA_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex flex-col gap-2">
        {agreement('rulesAgreement', 'I have read and agree to the tournament rules.')}
        {agreement('checkinAgreement', 'I will check in 30 minutes before the start.')}
        {agreement('privacyAgreement', 'I will disclose my team to staff; it stays private until registration closes.')}
      </div>
      <div className="flex gap-3">
        <Button type="submit" loading={formState.isSubmitting} disabled={!agreed.every(Boolean)}>
          {saved ? 'Update Team' : 'Register Team'}
        </Button>
        {saved && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      {names && (
        <>
          <datalist id={LISTS.species}>
            {names.species.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <datalist id={LISTS.items}>
            {names.items.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <datalist id={LISTS.moves}>
            {names.moves.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </>
      )}
    </form>
  );
}
