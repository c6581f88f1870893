import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import type { GameKey } from '@/domain/staff/operations';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { useCreateGameKey, useGameKeys, useRevokeGameKey } from './api';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** Game server API keys: create (shown once), see their last use, revoke. Same keys as `npm run game-keys`. */
export default function GameKeysPage() {
  const keys = useGameKeys();
  const create = useCreateGameKey();
  const revoke = useRevokeGameKey();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<GameKey | null>(null);
  return (
    <StaffPage title="Game server keys" description="A game server sends its key as Authorization: Bearer <key>.">
      <form
        className="mb-6 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(name, {
            onSuccess: (k) => {
              setShown(k.key);
              setName('');
            },
          });
        }}
      >
        <div className="min-w-56 flex-1">
          <Label htmlFor="key-name">Name of the game server</Label>
          <Input
            id="key-name"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={create.isError || undefined}
          />
        </div>
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
        {create.isError && (
          <p role="alert" className="w-full text-sm text-danger">
            {create.error.message}
          </p>
        )}
      </form>
      {shown && (
        <div role="status" className="mb-6 rounded-lg border border-accent/50 bg-accent/10 p-4">
          <p className="font-semibold">Copy the key now: it is not stored and cannot be shown again.</p>
          <code data-testid="new-key" className="mt-2 block break-all rounded bg-surface-2 p-2 text-sm">
            {shown}
          </code>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(shown).then(() => toast.success('Key copied'))}
            >
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        </div>
      )}
      <QueryState query={keys} label="keys" isEmpty={(d) => d.keys.length === 0} empty="No keys yet.">
        {(data) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Keys">
            {data.keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="game-key">
                <div>
                  <p className="font-semibold">
                    {k.name} <code className="text-xs text-muted">{k.prefix}…</code>
                  </p>
                  <p className="text-xs text-muted">
                    Created {day(k.createdAt)} · last used {day(k.lastUsedAt)}
                  </p>
                </div>
                {k.revokedAt ? (
                  <Badge>Revoked {day(k.revokedAt)}</Badge>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
          revoke.reset();
        }}
        title={`Revoke ${revoking?.name ?? ''}?`}
        confirm="Revoke key"
        danger
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Key revoked', { description: revoking.name });
              setRevoking(null);
            },
          })
        }
      >
        <p>The game server using this key is refused from within a few seconds. This cannot be undone.</p>
      </ConfirmDialog>
    </StaffPage>
  );
}
