import { Link } from 'react-router';
import { NOTIFICATIONS_MESSAGES, type Notification } from '@/domain/notifications/kinds';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { toast } from '@/web/lib/notify';
import { useMarkRead, useNotifications } from './api';
import { PreferencesSection } from './preferences-section';

function Item({ n }: { n: Notification }) {
  const read = useMarkRead();
  const markRead = () => !n.read && read.mutate([n.id]);
  return (
    <li
      className={`flex flex-wrap items-start justify-between gap-3 p-4 ${n.read ? '' : 'bg-surface-2'}`}
      data-testid="notification"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {!n.read && <span className="sr-only">Unread: </span>}
          <Link to={n.link} onClick={markRead} className="hover:underline">
            {n.title}
          </Link>
        </p>
        <p className="mt-1 text-sm break-words">{n.body}</p>
        <p className="mt-1 text-xs text-muted">{new Date(n.createdAt).toLocaleString()}</p>
      </div>
      {!n.read && (
        <Button size="sm" variant="outline" loading={read.isPending} onClick={markRead}>
          Mark read
        </Button>
      )}
    </li>
  );
}

/** What concerns the player (replies, check-ins, matches, deliveries, badges), live, and which kinds are mailed. */
export default function NotificationsPage() {
  const { user } = useAuth();
  const list = useNotifications();
  const readAll = useMarkRead();
  return (
    <Page title="Notifications" className="max-w-3xl">
      {!user ? (
        <p>Sign in to see your notifications.</p>
      ) : list.isPending ? (
        <p role="status">Loading your notifications…</p>
      ) : list.isError ? (
        <div role="alert">
          Your notifications could not be loaded. <Button onClick={() => list.refetch()}>Try again</Button>
        </div>
      ) : (
        <>
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-sm text-muted" data-testid="notifications-unread">
              {list.data.unread === 0 ? 'All read' : `${list.data.unread} unread`}
            </p>
            {list.data.unread > 0 && (
              <Button
                size="sm"
                variant="secondary"
                loading={readAll.isPending}
                onClick={() =>
                  readAll.mutate(undefined, {
                    onSuccess: () => toast.success(NOTIFICATIONS_MESSAGES.markedAll),
                    onError: (err) => toast.error('Could not mark them read', { description: err.message }),
                  })
                }
              >
                Mark all read
              </Button>
            )}
          </div>
          {list.data.items.length === 0 ? (
            <p className="text-muted">{NOTIFICATIONS_MESSAGES.empty}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Notifications">
              {list.data.items.map((n) => (
                <Item key={n.id} n={n} />
              ))}
            </ul>
          )}
          <PreferencesSection />
        </>
      )}
    </Page>
  );
}
