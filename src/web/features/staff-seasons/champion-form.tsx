import { useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/notify';
import type { StaffSeason } from '@/domain/season/staff';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { useSetChampion } from './api';

/** A season's champions, each with a button to take the title back, and a field to crown one more. */
export function Champions({ season }: { season: StaffSeason }) {
  const [name, setName] = useState('');
  const change = useSetChampion();
  const id = `champion-${season.number}`;
  const set = (minecraftName: string, champion: boolean) =>
    change.mutate(
      { number: season.number, change: { minecraftName, champion } },
      {
        onSuccess: () => {
          toast.success(champion ? 'Champion set' : 'Champion cleared', { description: minecraftName });
          if (champion) setName('');
        },
        onError: (err) => toast.error('Could not change the champion', { description: err.message }),
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) set(name.trim(), true);
  };
  return (
    <div className="mt-3">
      <ul className="mb-2 flex flex-wrap gap-2" aria-label={`Champions of ${season.name}`}>
        {season.champions.length === 0 && <li className="text-sm text-muted">No champion yet.</li>}
        {season.champions.map((c) => (
          <li key={c.uuid} className="flex items-center gap-2 rounded-full bg-surface-2 py-1 pr-1 pl-3 text-sm">
            {c.name}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Clear champion: ${c.name}`}
              onClick={() => set(c.name, false)}
            >
              Clear
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>Minecraft name</Label>
          <Input id={id} value={name} maxLength={32} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" loading={change.isPending} disabled={!name.trim()}>
          Set champion
        </Button>
      </form>
    </div>
  );
}
