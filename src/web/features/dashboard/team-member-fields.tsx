import { Trash2 } from 'lucide-react';
import { slotLabel } from '@/domain/tournaments/team-sheet-text';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/form-controls';
import { FormField, controlProps } from '@/web/components/ui/form-field';

export interface Draft {
  species: string;
  level: string;
  heldItem: string;
  ability: string;
  moves: string[];
}

/** One Pokémon of the team: species, level, held item, ability and up to four moves, with the server's messages. */
export function TeamMemberFields({
  index,
  draft,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: Draft;
  errors: Record<string, string>;
  onChange: (d: Draft) => void;
  onRemove?: () => void;
}) {
  const slot = slotLabel(index);
  const key = (f: string) => `members.${index}.${f}`;
  const id = (f: string) => `team-${index}-${f}`;
  const text = (f: 'species' | 'heldItem' | 'ability' | 'level', label: string, required = true) => (
    <FormField id={id(f)} label={`${slot} ${label}`} required={required} error={errors[key(f)]}>
      <Input
        {...controlProps(id(f), errors[key(f)])}
        type={f === 'level' ? 'number' : 'text'}
        min={f === 'level' ? 1 : undefined}
        max={f === 'level' ? 100 : undefined}
        value={draft[f]}
        onChange={(e) => onChange({ ...draft, [f]: e.target.value })}
      />
    </FormField>
  );
  const moveError = errors[key('moves')];
  return (
    <fieldset className="rounded-lg border border-border p-3" data-testid="team-member">
      <legend className="px-1 text-sm font-semibold">{slot}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text('species', 'species')}
        {text('level', 'level')}
        {text('heldItem', 'held item', false)}
        {text('ability', 'ability')}
        {draft.moves.map((m, k) => (
          <FormField key={k} id={id(`move-${k}`)} label={`${slot} move ${k + 1}`} error={errors[key(`moves.${k}`)]}>
            <Input
              {...controlProps(id(`move-${k}`), errors[key(`moves.${k}`)])}
              value={m}
              onChange={(e) => onChange({ ...draft, moves: draft.moves.map((x, j) => (j === k ? e.target.value : x)) })}
            />
          </FormField>
        ))}
      </div>
      {moveError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {moveError}
        </p>
      )}
      {onRemove && (
        <Button type="button" size="sm" variant="ghost" className="mt-2" onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove {slot}
        </Button>
      )}
    </fieldset>
  );
}
