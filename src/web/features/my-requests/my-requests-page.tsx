import { APPLICATION_STATUS_LABELS } from '@/domain/requests/applications';
import type { MyRequest } from '@/domain/requests/my-requests';
import { QUEUE_LABELS, REQUEST_STATUS_LABELS } from '@/domain/requests/queues';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useMarkRead, useMyRequests } from './api';
import { RequestThread } from './request-thread';
import { TournamentSignUps } from './tournament-sign-ups';

const kindLabel = (k: MyRequest['kind']) => (k === 'application' ? 'Gym leader application' : QUEUE_LABELS[k]);
const statusLabel = (r: MyRequest) =>
  (r.kind === 'application'
    ? APPLICATION_STATUS_LABELS[r.status as keyof typeof APPLICATION_STATUS_LABELS]
    : REQUEST_STATUS_LABELS[r.status as keyof typeof REQUEST_STATUS_LABELS]) ?? r.status;

const newReplies = (n: number) => (n === 1 ? 'New reply' : `${n} new replies`);

/**
 * Everything the signed-in player filed, each a conversation (what they wrote, staff replies, their answers, status
 * changes), live; opening an item marks its replies read, and the player answers or reopens it there.
 */
export default function MyRequestsPage() {
  usePageTitle('My requests');
  const { user } = useAuth();
  const list = useMyRequests();
  const read = useMarkRead();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">My requests</h1>
      {!user ? (
        <p className="mt-4">Sign in to see your requests.</p>
      ) : list.isPending ? (
        <p role="status" className="mt-4">
          Loading your requests…
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-4">
          Your requests could not be loaded. <Button onClick={() => list.refetch()}>Try again</Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="mt-4 text-muted">You have not filed anything yet.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Requests">
          {list.data.items.map((r) => (
            <li key={`${r.kind}:${r.id}`} className="rounded-lg border border-border p-4" data-testid="my-request">
              <details onToggle={(e) => e.currentTarget.open && r.unread && read.mutate(r)}>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{r.title}</span>{' '}
                  <span className="text-sm text-muted">
                    {kindLabel(r.kind)} · {statusLabel(r)} · {new Date(r.createdAt).toLocaleDateString()}
                  </span>
                  {r.unread && (
                    <span className="ml-2 rounded bg-accent px-1.5 text-xs text-black">
                      {newReplies(r.unreadReplies)}
                    </span>
                  )}
                </summary>
                <RequestThread r={r} />
              </details>
            </li>
          ))}
        </ul>
      )}
      {user && <TournamentSignUps />}
    </main>
  );
}
