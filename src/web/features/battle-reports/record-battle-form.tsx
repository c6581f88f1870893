import { useDeferredValue } from 'react';
import { recordBattleRequest, type RecordBattleRequest } from '@/domain/battle-reports/schemas';
import { BATTLE_TEXTS as T, FORMAT_LABELS } from '@/domain/battle-reports/texts';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/form-controls';
import { ApiError } from '@/web/lib/api';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { toast } from '@/web/lib/notify';
import { useLinkedPlayers, useRecordBattle } from './api';

/** Opponent (chosen among linked players by Minecraft name), format and winner. */
export function RecordBattleForm() {
  const form = useSchemaForm(recordBattleRequest, { opponent: '' } as Partial<RecordBattleRequest>);
  const { errors } = form.formState;
  const typed = useDeferredValue(form.watch('opponent') ?? '');
  const players = useLinkedPlayers(typed, typed.length > 0);
  const record = useRecordBattle();
  const submit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: () => {
        toast.success(T.recorded);
        form.reset({ opponent: '' });
      },
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast.error(err instanceof ApiError ? err.message : T.loadFailed);
      },
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="record-heading"
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <h2 id="record-heading" className="text-xl font-bold">
        {T.formHeading}
      </h2>
      <FormField id="opponent" label={T.opponentLabel} required error={errors.opponent?.message}>
        <Input
          {...controlProps('opponent', errors.opponent?.message)}
          {...form.register('opponent')}
          list="opponent-options"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <datalist id="opponent-options">
          {players.data?.players.map((p) => (
            <option key={p.uuid} value={p.name} />
          ))}
        </datalist>
      </FormField>
      <fieldset className="space-y-2" aria-describedby={errors.format ? 'format-error' : undefined}>
        <legend className="text-sm font-medium">{T.formatLabel}</legend>
        <div className="flex flex-wrap gap-4">
          {(['ladder', 'gym'] as const).map((f) => (
            <label key={f} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" value={f} {...form.register('format')} className="h-4 w-4 accent-primary" />
              {FORMAT_LABELS[f]}
            </label>
          ))}
        </div>
        {errors.format && (
          <p id="format-error" role="alert" className="text-sm text-danger">
            {errors.format.message}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={errors.winner ? 'winner-error' : undefined}>
        <legend className="text-sm font-medium">{T.winnerLabel}</legend>
        <div className="flex flex-wrap gap-4">
          {(['me', 'opponent'] as const).map((w) => (
            <label key={w} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" value={w} {...form.register('winner')} className="h-4 w-4 accent-primary" />
              {w === 'me' ? T.winnerMe : T.winnerOpponent}
            </label>
          ))}
        </div>
        {errors.winner && (
          <p id="winner-error" role="alert" className="text-sm text-danger">
            {errors.winner.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" loading={record.isPending} className="w-full sm:w-auto">
        {T.submit}
      </Button>
    </form>
  );
}
