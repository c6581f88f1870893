import { useEffect, useState } from 'react';
import {
  ALREADY_REGISTERED_REASON,
  foundersRegistrationSchema,
  POKEMON_FIELDS,
  SLOT_UNAVAILABLE_REASON,
  TIMEZONE_LABELS,
  type FoundersRegistrationInput,
} from '@/domain/tournaments/registration';
import { MINECRAFT_LINK_REQUIRED_REASON } from '@/domain/tournaments/registrant';
import { Button } from '@/web/components/ui/button';
import { Checkbox, Input, Select } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { notify } from '@/web/lib/notify';
import { useRegister } from './api';

/**
 * Species names for the autocomplete, loaded when a Pokémon field is first focused: the Pokémon data is 340 KB
 * and listing every species is a long task on a phone, which a visitor who only reads the page should not pay.
 */
function useSpeciesNames() {
  const [names, setNames] = useState<string[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    void import('@pkmn/dex').then(({ Dex }) =>
      setNames(
        Dex.species
          .all()
          .filter((s) => s.exists && !s.isNonstandard?.match(/CAP|Custom/))
          .map((s) => s.name),
      ),
    );
  }, [wanted]);
  return [names, () => setWanted(true)] as const;
}

/** A checkbox's label with the mark every required field carries (the box itself says it is required). */
function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-danger" aria-hidden="true">
        *
      </span>
    </>
  );
}

const AGREEMENTS = [
  ['checkinAgreement', 'I will check in 30 minutes before the tournament starts'],
  ['rulesAgreement', 'I have read and agree to the tournament rules'],
  ['streamingConsent', 'I consent to my matches being streamed or recorded'],
] as const;

/** The registrant, from the account: the linked Minecraft name and the Discord name (the server takes the same). */
function Identity() {
  const { user, minecraft } = useAuth();
  const fields = [
    ['minecraftUsername', 'Minecraft Username', minecraft?.name ?? ''],
    ['discordTag', 'Discord Tag', user?.name ?? ''],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3">
      {fields.map(([id, label, value]) => (
        <FormField key={id} id={id} label={label} hint="From your account">
          <Input id={id} value={value} readOnly aria-describedby={`${id}-hint`} className="text-muted" />
        </FormField>
      ))}
    </div>
  );
}

export function RegistrationForm() {
  const { user } = useAuth();
  const [species, loadSpecies] = useSpeciesNames();
  const register = useRegister();
  const form = useSchemaForm(foundersRegistrationSchema, { timezone: 'est' } as FoundersRegistrationInput);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { registration } = await register.mutateAsync(values);
      notify(
        'success',
        'Registration Successful',
        registration?.status === 'registered'
          ? "You're confirmed for Founders' Cup #1!"
          : "You're on the waitlist for Founders' Cup #1.",
      );
    } catch (err) {
      console.error('Founders Cup registration failed', err);
      if (applyServerErrors(form, err)) return;
      // Any 409 (closed, already registered) and a slot not assigned say why; a busy or failing server does not.
      const refused =
        err instanceof ApiError &&
        (err.code === 'conflict' || (err.code === 'unavailable' && err.reason === SLOT_UNAVAILABLE_REASON));
      if (refused && err.reason === ALREADY_REGISTERED_REASON) notify('error', 'Already Registered', err.message);
      else if (refused && err.reason === MINECRAFT_LINK_REQUIRED_REASON) notify('error', 'Link Minecraft', err.message);
      else if (refused) notify('error', 'Registration Failed', err.message);
      else notify('error', 'Registration Failed', 'There was an error submitting your registration. Please try again.');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Founders' Cup registration">
      <Identity />
      <FormField id="email" label="Email" required error={errors.email?.message}>
        <Input type="email" required {...controlProps('email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <FormField id="timezone" label="Timezone" required error={errors.timezone?.message}>
        <Select required {...controlProps('timezone', errors.timezone?.message)} {...form.register('timezone')}>
          {Object.entries(TIMEZONE_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
      </FormField>
      <datalist id="species-names">
        {species.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 gap-3">
        {POKEMON_FIELDS.map((name, i) => (
          <FormField key={name} id={name} label={`Pokémon ${i + 1}`} required error={errors[name]?.message}>
            <Input
              list="species-names"
              required
              autoComplete="off"
              onFocus={loadSpecies}
              {...controlProps(name, errors[name]?.message)}
              {...form.register(name)}
            />
          </FormField>
        ))}
      </div>
      {AGREEMENTS.map(([name, label]) => (
        <CheckboxField
          key={name}
          id={name}
          label={<RequiredLabel>{label}</RequiredLabel>}
          error={errors[name]?.message}
        >
          <Checkbox required {...controlProps(name, errors[name]?.message)} {...form.register(name)} />
        </CheckboxField>
      ))}
      <Button type="submit" className="w-full" disabled={!user || register.isPending} loading={register.isPending}>
        Register
      </Button>
      {!user && <p className="text-sm text-muted">Please sign in to register for the tournament.</p>}
    </form>
  );
}
