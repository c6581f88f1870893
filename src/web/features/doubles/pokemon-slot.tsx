import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { get } from 'react-hook-form';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/form-controls';
import { MOVES_PER_POKEMON } from '@/domain/tournaments/team-sheet';
import { slotLabel } from '@/domain/tournaments/team-sheet-text';

export const LISTS = { species: 'doubles-species', items: 'doubles-items', moves: 'doubles-moves' } as const;

/** The message of a field, by its path ("team.2.moves.1"), from the form's or the server's check. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

/** One team member: species, held item and four moves, each with its own error beside it. */
export function PokemonSlot({
  index,
  register,
  errors,
}: {
  index: number;
  register: UseFormRegister<never>;
  errors: FieldErrors;
}) {
  const slot = slotLabel(index);
  const field = (path: string, label: string, list: string) => {
    const id = `doubles-${path.replaceAll('.', '-')}`;
    const error = errorAt(errors, path);
    return (
      <FormField key={path} id={id} label={label} required error={error}>
        <Input {...controlProps(id, error)} list={list} autoComplete="off" {...register(path as never)} />
      </FormField>
    );
  };
  return (
    <fieldset className="rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{slot}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(`team.${index}.species`, `${slot} species`, LISTS.species)}
        {field(`team.${index}.heldItem`, `${slot} held item`, LISTS.items)}
        {Array.from({ length: MOVES_PER_POKEMON }, (_, k) =>
          field(`team.${index}.moves.${k}`, `${slot} move ${k + 1}`, LISTS.moves),
        )}
      </div>
    </fieldset>
  );
}
