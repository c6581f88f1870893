import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { voteSiteHost } from '@/domain/vote/site-host';
import { MAX_VOTE_SITES, type VoteSite } from '@/domain/vote/sites';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { useVoteSiteChange, useVoteSites, type VoteSiteChange } from './api';
import { VoteSiteForm } from './vote-site-form';

const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

function SiteRow({
  site,
  index,
  ids,
  onEdit,
  onRemove,
}: {
  site: VoteSite;
  index: number;
  ids: string[];
  onEdit: () => void;
  onRemove: () => void;
}) {
  const change = useVoteSiteChange();
  const reorder = (to: number) =>
    change.mutate(
      { kind: 'order', ids: moved(ids, index, to) },
      { onError: (err) => toast.error('Could not reorder the vote sites', { description: err.message }) },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="staff-vote-site">
      <div className="min-w-0">
        <p className="font-semibold">
          {index + 1}. {site.name}
        </p>
        <p className="truncate text-xs text-muted">
          {voteSiteHost(site.url)}
          {site.rewardNote ? ` · ${site.rewardNote}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="icon"
          variant="outline"
          aria-label={`Move up: ${site.name}`}
          disabled={index === 0 || change.isPending}
          onClick={() => reorder(index - 1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label={`Move down: ${site.name}`}
          disabled={index === ids.length - 1 || change.isPending}
          onClick={() => reorder(index + 1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Edit: ${site.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" aria-label={`Remove: ${site.name}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Staff add, edit, reorder and remove the vote sites; /vote-links follows live. */
export default function StaffVoteSites() {
  const list = useVoteSites();
  const change = useVoteSiteChange();
  const [editing, setEditing] = useState<VoteSite | 'new' | null>(null);
  const [removing, setRemoving] = useState<VoteSite | null>(null);
  const full = (list.data?.sites.length ?? 0) >= MAX_VOTE_SITES;
  const remove = (site: VoteSite) =>
    change.mutate({ kind: 'remove', id: site.id } satisfies VoteSiteChange, {
      onSuccess: () => {
        toast.success('Vote site removed', { description: site.name });
        setRemoving(null);
      },
      onError: (err) => toast.error('Could not remove the vote site', { description: err.message }),
    });
  return (
    <StaffPage
      title="Vote sites"
      description="The server lists on /vote-links, in this order. Changes show there at once."
      actions={
        <Button onClick={() => setEditing('new')} disabled={full}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add vote site
        </Button>
      }
    >
      <QueryState
        query={list}
        label="vote sites"
        isEmpty={(d) => d.sites.length === 0}
        empty="No vote sites configured. The vote page says so until you add one."
      >
        {({ sites }) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Vote sites">
            {sites.map((site, i) => (
              <SiteRow
                key={site.id}
                site={site}
                index={i}
                ids={sites.map((s) => s.id)}
                onEdit={() => setEditing(site)}
                onRemove={() => setRemoving(site)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-lg" aria-describedby={undefined}>
          <DialogTitle>{editing === 'new' ? 'Add vote site' : 'Edit vote site'}</DialogTitle>
          <div className="mt-4">
            {editing !== null && (
              <VoteSiteForm site={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
            )}
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent className="max-w-md">
          <DialogTitle>Remove vote site</DialogTitle>
          <DialogDescription className="mt-2">
            {removing?.name} leaves the vote page at once. You can add it again later.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button loading={change.isPending} onClick={() => removing && remove(removing)}>
              Remove
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </StaffPage>
  );
}
