import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { formatDateTime } from '@/web/lib/date-time';
import { useNewsChange, useStaffNews, type NewsChange, type StaffNewsItem } from './api';
import { NewsForm } from './news-form';

function discordState(d: StaffNewsItem['discord']): string | null {
  if (!d) return null;
  if (d.sentAt) return `Posted to Discord ${formatDateTime(d.sentAt)}`;
  return d.lastError ? `Discord post failed (${d.lastError}); trying again` : 'Posting to Discord…';
}

function NewsRow({ news, onEdit, onDelete }: { news: StaffNewsItem; onEdit: () => void; onDelete: () => void }) {
  const change = useNewsChange();
  const run = (c: NewsChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => toast.success(done, { description: news.title }),
      onError: (err) => toast.error('Could not change the announcement', { description: err.message }),
    });
  const published = news.publishedAt !== null;
  const discord = discordState(news.discord);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3" data-testid="staff-news-item">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {news.title}
          <Badge variant={published ? 'success' : 'secondary'}>{published ? 'Published' : 'Draft'}</Badge>
        </p>
        <p className="text-xs text-muted">
          {published ? `Published ${formatDateTime(news.publishedAt!)}` : `Written ${formatDateTime(news.createdAt)}`}
          {discord ? ` · ${discord}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={published ? 'outline' : 'default'}
          loading={change.isPending && change.variables?.kind === 'publish'}
          aria-label={`${published ? 'Unpublish' : 'Publish'}: ${news.title}`}
          onClick={() =>
            run(
              { kind: 'publish', id: news.id, published: !published },
              published ? 'Announcement unpublished' : 'Announcement published',
            )
          }
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        {published && !news.discord && (
          <Button
            size="sm"
            variant="secondary"
            loading={change.isPending && change.variables?.kind === 'discord'}
            aria-label={`Post to Discord: ${news.title}`}
            onClick={() => run({ kind: 'discord', id: news.id }, 'Posting to Discord')}
          >
            Post to Discord
          </Button>
        )}
        <Button size="sm" variant="secondary" aria-label={`Edit: ${news.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" aria-label={`Delete: ${news.title}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Staff write announcements, publish them to /news and the home page, and share them on Discord once. */
export default function StaffNewsPage() {
  const list = useStaffNews();
  const change = useNewsChange();
  const [editing, setEditing] = useState<StaffNewsItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffNewsItem | null>(null);
  return (
    <StaffPage
      title="News"
      description="Announcements on /news and the home page. A draft shows nowhere until you publish it."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Write announcement
        </Button>
      }
    >
      <QueryState
        query={list}
        label="announcements"
        isEmpty={(d) => d.posts.length === 0}
        empty="No announcements yet. Write one: it stays a draft until you publish it."
      >
        {({ posts }) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Announcements">
            {posts.map((news) => (
              <NewsRow key={news.id} news={news} onEdit={() => setEditing(news)} onDelete={() => setDeleting(news)} />
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogTitle>{editing === 'new' ? 'Write announcement' : 'Edit announcement'}</DialogTitle>
          <div className="mt-4">
            {editing !== null && <NewsForm news={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
          change.reset();
        }}
        title="Delete announcement?"
        confirm="Delete"
        danger
        pending={change.isPending}
        error={change.error?.message}
        onConfirm={() =>
          deleting &&
          change.mutate(
            { kind: 'delete', id: deleting.id },
            {
              onSuccess: () => {
                toast.success('Announcement deleted', { description: deleting.title });
                setDeleting(null);
              },
            },
          )
        }
      >
        <p>{deleting?.title} leaves the news and home pages for good. A post already on Discord stays there.</p>
      </ConfirmDialog>
    </StaffPage>
  );
}
