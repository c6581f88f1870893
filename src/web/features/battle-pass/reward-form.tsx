import { useState, type FormEvent } from 'react';
import {
  battlePassReward,
  REWARD_TYPES,
  type BattlePassReward,
  type BattlePassTrack,
  type RewardType,
} from '@/domain/battle-pass/rewards';
import { Button } from '@/web/components/ui/button';
import { Checkbox, Input, Select } from '@/web/components/ui/form-controls';
import { CheckboxField, controlProps, FormField } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { useEditReward } from './api';

type Fields = Record<'display_name' | 'id' | 'Count' | 'species' | 'level' | 'pokeball' | 'lore' | 'command', string>;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const optional = (v: string) => (v.trim() ? v.trim() : undefined);
const number = (v: string) => (v.trim() ? Number(v) : undefined);

/** The reward as the form holds it: one text per field of any type. */
function toFields(r: BattlePassReward): Fields {
  const d = r.data as Record<string, unknown>;
  const keys = ['display_name', 'id', 'Count', 'species', 'level', 'pokeball', 'lore'] as const;
  return {
    ...(Object.fromEntries(keys.map((k) => [k, text(d[k])])) as Fields),
    command: text('command' in r ? r.command : ''),
  };
}

/** The reward the form describes, for the type chosen; the schema (the server's too) says what is wrong. */
function toReward(type: RewardType, f: Fields, shiny: boolean): unknown {
  const common = { display_name: f.display_name, lore: optional(f.lore) };
  if (type === 'ITEM') return { type, data: { ...common, id: f.id.trim(), Count: number(f.Count) } };
  if (type === 'POKEMON')
    return {
      type,
      data: { ...common, species: f.species.trim(), level: number(f.level), shiny, pokeball: optional(f.pokeball) },
    };
  return { type, command: f.command, data: { ...common, id: optional(f.id), Count: number(f.Count) } };
}

const SHOWN: Record<RewardType, (keyof Fields)[]> = {
  ITEM: ['display_name', 'id', 'Count', 'lore'],
  POKEMON: ['display_name', 'species', 'level', 'pokeball', 'lore'],
  COMMAND: ['display_name', 'command', 'id', 'Count', 'lore'],
};
const LABELS: Record<keyof Fields, string> = {
  display_name: 'Display name',
  id: 'Item id',
  Count: 'Count',
  species: 'Species',
  level: 'Pokémon level',
  pokeball: 'Poké Ball',
  lore: 'Lore',
  command: 'Command ({player} is the player)',
};

export function RewardForm(props: {
  level: number;
  track: BattlePassTrack;
  reward: BattlePassReward;
  onDone: () => void;
}) {
  const [type, setType] = useState<RewardType>(props.reward.type);
  const [fields, setFields] = useState<Fields>(() => toFields(props.reward));
  const [shiny, setShiny] = useState(props.reward.type === 'POKEMON' && props.reward.data.shiny);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditReward();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = battlePassReward.safeParse(toReward(type, fields, shiny));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1)), i.message])));
      return;
    }
    setErrors({});
    edit.mutate(
      { level: props.level, track: props.track, reward: parsed.data },
      {
        onSuccess: () => {
          toast.success('Reward saved', {
            description: `Level ${props.level} ${props.track}: ${parsed.data.data.display_name}`,
          });
          props.onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields)
            setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split('.').at(-1)!, v])));
          toast.error('Could not save the reward', { description: err.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormField id="reward-type" label="Type" required>
        <Select {...controlProps('reward-type')} value={type} onChange={(e) => setType(e.target.value as RewardType)}>
          {REWARD_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </Select>
      </FormField>
      {SHOWN[type].map((k) => (
        <FormField key={k} id={`reward-${k}`} label={LABELS[k]} error={errors[k]}>
          <Input
            {...controlProps(`reward-${k}`, errors[k])}
            inputMode={k === 'Count' || k === 'level' ? 'numeric' : undefined}
            value={fields[k]}
            onChange={(e) => setFields((f) => ({ ...f, [k]: e.target.value }))}
          />
        </FormField>
      ))}
      {type === 'POKEMON' && (
        <CheckboxField id="reward-shiny" label="Shiny">
          <Checkbox id="reward-shiny" checked={shiny} onChange={(e) => setShiny(e.target.checked)} />
        </CheckboxField>
      )}
      <Button type="submit" loading={edit.isPending}>
        Save reward
      </Button>
    </form>
  );
}
