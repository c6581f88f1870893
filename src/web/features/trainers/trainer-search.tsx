import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { trainerPath } from '@/domain/routes';
import { Button } from '@/web/components/ui/button';
import { useTrainerSearch } from './api';

/**
 * A search for a trainer by the start of their name, with suggestions; choosing one calls `onChoose` (by default
 * opens their profile).
 */
export function TrainerSearch({ label, onChoose }: { label: string; onChoose?: (name: string) => void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const found = useTrainerSearch(query);
  const listId = useId();
  const choose = onChoose ?? ((name: string) => void navigate(trainerPath(name)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const exact = found.data?.names.find((n) => n.toLowerCase() === query.trim().toLowerCase());
    const name = exact ?? found.data?.names[0] ?? query.trim();
    if (name) choose(name);
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md flex-col gap-2">
      <label htmlFor={`${listId}-input`} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${listId}-input`}
          type="search"
          list={listId}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder="Minecraft name"
          className="min-h-10 w-full rounded-md border border-border bg-background px-3"
        />
        <Button type="submit">Search</Button>
      </div>
      <datalist id={listId}>
        {found.data?.names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </form>
  );
}
